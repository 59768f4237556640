// @causeway/forms: Causeway's domain widgets. Their rules are @causeway/rules.
export * from "./AmountInput";
export * from "./RestrictedTextarea";
export * from "./ReasonPicker";
export * from "./IbanField";
export * from "./Uploader";
export * from "./WithdrawalFormParts";
export {
  DiscardDialog,
  type DiscardDialogProps,
  type DiscardQuestionOptions,
  ErrorSummary,
  type ErrorSummaryItem,
  fieldId,
  focusField,
  useDiscardQuestion,
} from "./shared";
export * from "./ProviderWithdrawalForm";
export * from "./CampaignCard";
export * from "./CampaignForm";
export * from "./CampaignPicker";
export * from "./CampaignTransferForm";
export * from "./OwnerWithdrawalForm";
export * from "./WithdrawTypeChooser";
export * from "./WithdrawSuccessModals";
export * from "./DonateWidget";
export * from "./PostCreator";
export * from "./PostCard";
export * from "./RichText";
export * from "./BankAccountForm";
export * from "./BankAccountStatus";
export * from "./CurrencyPicker";
export * from "./LocationField";
export * from "./TimezoneField";
export * from "./BankAccountModals";
export { BankAccountAction, type BankAccountActionProps } from "./BankAccountAction";
export * from "./UsernameField";
export * from "./ProfileImageDialogs";
export * from "./CampaignUpdateModal";
export * from "./ReportForm";
export * from "./MessageComposer";
export * from "./Settings";
export * from "./SignupDetails";
export * from "./EmailSubscriptions";
export * from "./ProfileInfoModals";
export * from "./ProfileDonations";
