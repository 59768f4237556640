// @causeway/api-client: the typed client of openapi.yaml, its query options, money and error helpers.
export { type AuthFetchOptions, createAuthFetch, RENEW_TOKEN_PATH } from "./client/auth-fetch";
export { type ApiClient, type ApiClientOptions, createApiClient } from "./client/create-api-client";
export { request } from "./client/request";
export {
  ApiError,
  ApiFieldErrors,
  type FieldErrors,
  fieldErrorsOf,
  isApiError,
  isApiFieldErrors,
  parseFieldErrors,
  toApiError,
} from "./errors";
export {
  type FormatMoneyOptions,
  formatMoney,
  numberFormat,
  toMajorUnits,
  toMinorUnits,
} from "./money";
export { accountKeys, accountMutations, accountQueries, type SignedLink } from "./query/account";
export {
  bankAccountKeys,
  bankAccountMutations,
  bankAccountQueries,
  bankAccountState,
} from "./query/bank-accounts";
export { apiClientOf, bindApiClient } from "./query/binding";
export { campaignMutations } from "./query/campaign-mutations";
export {
  type CampaignDonationFilters,
  type CampaignListFilters,
  campaignKeys,
  campaignQueries,
  type MetricsRange,
  type SessionMetricParams,
  type TrendingByCategoryFilters,
} from "./query/campaigns";
export { contactMutations } from "./query/contact";
export {
  type ApiMutationOptions,
  apiAction,
  apiMutation,
  apiQuery,
  idempotencyKeyFor,
  type Page,
  withIdempotencyKey,
} from "./query/define";
export { donationKeys, donationQueries } from "./query/donations";
export {
  MESSAGES_PAGE_SIZE,
  messageKeys,
  messageMutations,
  messageQueries,
} from "./query/messages";
export {
  BELL_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  notificationKeys,
  notificationMutations,
  notificationQueries,
} from "./query/notifications";
export { postMutations } from "./query/post-mutations";
export {
  FEED_PAGE_SIZE,
  hasMorePosts,
  type PostLookup,
  postKeys,
  postQueries,
  type ReportKind,
} from "./query/posts";
export { type SearchFilter, searchKeys, searchQueries } from "./query/search";
export { settingsKeys, settingsQueries } from "./query/settings";
export {
  type BankStatementLine,
  type DecideBankAccountVariables,
  type DecideWithdrawalVariables,
  type DonationRefund,
  type ImportStatementVariables,
  type MatchStatementLineVariables,
  type PaymentStatus,
  type RefundDonationVariables,
  STAFF_PAGE_SIZE,
  type StaffBankAccountFilters,
  type StaffCampaignFilters,
  type StaffDonation,
  type StaffDonationDetail,
  type StaffDonationFilters,
  type StaffEmailFilters,
  type StaffEmailState,
  type StaffUserFilters,
  type StaffWithdrawalFilters,
  staffKeys,
  staffMutations,
  staffQueries,
  type WithdrawalDecision,
  type WithdrawNoteAction,
} from "./query/staff";
export { signupKeys, signupMutations, signupQueries } from "./query/signup";
export { uploadMutations } from "./query/uploads";
export {
  type UserUpdateAnswer,
  type UserUpdateBody,
  type UserUpdatePath,
  userMutations,
} from "./query/user-mutations";
export { type UserDonationFilters, userKeys, userQueries } from "./query/users";
export {
  type UpdateInvoicesVariables,
  type UpdateWithdrawalVariables,
  withdrawalRefreshes,
  withdrawMutations,
} from "./query/withdraw-mutations";
export {
  WITHDRAW_LIST_DEFAULTS,
  type WithdrawListFilters,
  withdrawKeys,
  withdrawQueries,
} from "./query/withdrawals";
export { ApiProvider, type ApiProviderProps, useApiClient } from "./react/ApiProvider";
export {
  type Submission,
  type SubmissionCallbacks,
  useSubmission,
} from "./react/useSubmission";
export type * from "./types";
