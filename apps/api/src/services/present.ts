// The presenters, by what they present: present-values.ts (timestamps, currencies, media paths),
// present-users.ts, present-bank-accounts.ts, present-withdrawals.ts. Their importers use this path.

export { mediaPath } from "./page-marks";
export { presentBankAccount } from "./present-bank-accounts";
export {
  BUSINESS_SECTORS,
  BUSINESS_SIZES,
  presentUser,
  type UserSummary,
  userSummaries,
  userSummary,
} from "./present-users";
export { type CurrencyRef, currencyRef, mediaPaths, unix } from "./present-values";
export {
  presentNote,
  presentWithdrawalRows,
  presentWithdrawals,
  type WithdrawalDetails,
  withdrawalDetails,
} from "./present-withdrawals";
export { categories, currencies } from "./reference-data";
