import { staffQueries } from "@causeway/api-client";
import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { DonationPage, donationIdOf } from "./DonationPage";

export const loader = staffPageLoader("donations", ({ queryClient, params }) => [
  queryClient.prefetchQuery(staffQueries.donation(donationIdOf(params.donationId))),
]);
export const Component = DonationPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
