import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { UsersPage, usersPageQuery } from "./UsersPage";

export const loader = staffPageLoader("users", ({ queryClient, url }) => [
  queryClient.prefetchQuery(usersPageQuery(url.searchParams)),
]);
export const Component = UsersPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
