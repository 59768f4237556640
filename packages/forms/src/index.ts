// @causeway/forms: Causeway's domain rules and, as they land, the widgets built on them.
export * from "./rules";
export * from "./AmountInput";
export * from "./RestrictedTextarea";
export * from "./ReasonPicker";
export * from "./IbanField";
export * from "./Uploader";
export * from "./WithdrawalFormParts";
export * from "./ProviderWithdrawalForm";
export * from "./CampaignPicker";
export * from "./CampaignTransferForm";
export * from "./OwnerWithdrawalForm";
export * from "./WithdrawTypeChooser";
export * from "./WithdrawSuccessModals";
export * from "./DonateWidget";
export * from "./PostCreator";
export * from "./BankAccountForm";
export * from "./BankAccountStatus";
export * from "./CurrencyPicker";
export * from "./LocationField";
export * from "./TimezoneField";
export * from "./BankAccountModals";
export { BankAccountAction, type BankAccountActionProps } from "./BankAccountAction"; // the component; shadows the rules type of the same name (use ReturnType<typeof bankAccountAction>)
export * from "./UsernameField";
export * from "./ProfileImageDialogs";
export * from "./CampaignUpdateModal";
export * from "./ReportForm";
export * from "./WithdrawForm";
