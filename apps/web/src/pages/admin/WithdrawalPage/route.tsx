import { staffQueries } from "@causeway/api-client";
import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { WithdrawalPage, withdrawIdOf } from "./WithdrawalPage";

export const loader = staffPageLoader("withdrawals", ({ queryClient, params }) => [
  queryClient.prefetchQuery(staffQueries.withdrawal(withdrawIdOf(params.withdrawId))),
]);
export const Component = WithdrawalPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
