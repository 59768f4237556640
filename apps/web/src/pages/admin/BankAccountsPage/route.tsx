import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { StaffSectionError } from "../AdminLayout/StaffRefusal";
import { staffPageLoader } from "../staff-loader";
import { BankAccountsPage, bankAccountsPageQuery } from "./BankAccountsPage";

export const loader = staffPageLoader("bank-accounts", ({ queryClient, url }) => [
  queryClient.prefetchQuery(bankAccountsPageQuery(url.searchParams)),
]);
export const Component = BankAccountsPage;
export const ErrorBoundary = StaffSectionError;

export const handle = PRIVATE_PAGE;
