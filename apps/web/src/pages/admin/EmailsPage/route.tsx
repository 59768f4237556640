import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { EmailsPage, emailsPageQuery } from "./EmailsPage";

export const loader = staffPageLoader("emails", ({ queryClient, url }) => [
  queryClient.prefetchQuery(emailsPageQuery(url.searchParams)),
]);
export const Component = EmailsPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
