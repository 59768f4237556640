import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { DonationsPage, donationsPageQuery } from "./DonationsPage";

export const loader = staffPageLoader("donations", ({ queryClient, url }) => [
  queryClient.prefetchQuery(donationsPageQuery(url.searchParams)),
]);
export const Component = DonationsPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
