import type { components, operations, paths } from "./generated/schema";

export type { components, operations, paths };

/** A schema of the contract by name: Schema<"Campaign">. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

export type LanguageCode = Schema<"LanguageCode">;
export type Campaign = Schema<"Campaign">;
export type CampaignSummary = Schema<"CampaignSummary">;
export type Category = Schema<"Category">;
export type Currency = Schema<"Currency">;
export type CurrencyRef = Schema<"CurrencyRef">;
export type User = Schema<"User">;
export type UserSummary = Schema<"UserSummary">;
export type Withdraw = Schema<"AnyWithdraw">;
export type WithdrawState = Schema<"WithdrawState">;
export type WithdrawReason = Schema<"WithdrawReason">;
export type WithdrawNote = Schema<"WithdrawNote">;
export type WithdrawalPayload = Schema<"WithdrawalPayload">;
export type ProviderWithdrawalPayload = Schema<"ProviderWithdrawalPayload">;
export type OwnerWithdrawalPayload = Schema<"OwnerWithdrawalPayload">;
export type TransferFundsPayload = Schema<"TransferFundsPayload">;
export type BankAccount = Schema<"BankAccount">;
export type BankAccountState = Schema<"BankAccountState">;
export type BankAccountPayload = Schema<"BankAccountPayload">;
export type ProviderSuggestion = Schema<"ProviderSuggestion">;
export type Balance = Schema<"Balance">;
export type Post = Schema<"Post">;
export type PostPayload = Schema<"PostPayload">;
export type PostComment = Schema<"PostComment">;
export type Donation = Schema<"Donation">;
export type DonationPayload = Schema<"DonationPayload">;
export type BankTransfer = Schema<"BankTransfer">;
export type BankStatementLine = Schema<"BankStatementLine">;
export type Notification = Schema<"Notification">;
export type NotificationsMeta = Schema<"NotificationsMeta">;
export type ConversationMessage = Schema<"ConversationMessage">;
export type Conversation = Schema<"Conversation">;
export type ReportPayload = Schema<"ReportPayload">;
export type ContactMessage = Schema<"ContactMessage">;
export type ReportType = Schema<"ReportType">;
export type PublicSettings = Schema<"PublicSettings">;
export type Location = Schema<"Location">;
export type StaffCampaign = Schema<"StaffCampaign">;
export type StaffBankAccount = Schema<"StaffBankAccount">;
export type StaffWithdraw = Schema<"StaffWithdraw">;
export type StaffUser = Schema<"StaffUser">;
export type StaffEmail = Schema<"StaffEmail">;
