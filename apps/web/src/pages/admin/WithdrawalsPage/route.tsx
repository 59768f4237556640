import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { WithdrawalsPage, withdrawalsPageQuery } from "./WithdrawalsPage";

export const loader = staffPageLoader("withdrawals", ({ queryClient, url }) => [
  queryClient.prefetchQuery(withdrawalsPageQuery(url.searchParams)),
]);
export const Component = WithdrawalsPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
