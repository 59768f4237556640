import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { StatementsPage, statementsPageQuery } from "./StatementsPage";

export const loader = staffPageLoader("bank-statements", ({ queryClient, url }) => [
  queryClient.prefetchQuery(statementsPageQuery(url.searchParams)),
]);
export const Component = StatementsPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
