import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { dictionaryReportsQuery } from "./dictionary-report";
import { TranslationsPage } from "./TranslationsPage";

export const loader = staffPageLoader("translations", ({ queryClient }) => [
  queryClient.prefetchQuery(dictionaryReportsQuery()),
]);
export const Component = TranslationsPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
