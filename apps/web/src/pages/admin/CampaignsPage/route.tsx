import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { CampaignsPage, campaignsPageQuery } from "./CampaignsPage";

export const loader = staffPageLoader("campaigns", ({ queryClient, url }) => [
  queryClient.prefetchQuery(campaignsPageQuery(url.searchParams)),
]);
export const Component = CampaignsPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
