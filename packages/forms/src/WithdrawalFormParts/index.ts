"use client";
export { PROVIDER_BANK_FIELD_ORDER } from "./bank-field-order";
export { DirtySensor, type DirtySensorProps } from "./DirtySensor";
export {
  DocumentsFields,
  type DocumentsFieldsProps,
  type DocumentsFieldValues,
} from "./DocumentsFields";
export { DocumentsPolicyNotice, type DocumentsPolicyNoticeProps } from "./DocumentsPolicyNotice";
export { EditedFlow, type EditedFlowProps, type WithdrawalEdit } from "./EditedFlow";
export { ProviderBankFields, type ProviderBankFieldsProps } from "./ProviderBankFields";
export { ReasonsField, type ReasonsFieldProps } from "./ReasonsField";
export { ReferenceField, type ReferenceFieldProps } from "./ReferenceField";
export { SubmitRow, type SubmitRowProps } from "./SubmitRow";
export { useWithdrawalSession, type WithdrawalSessionOptions } from "./useWithdrawalSession";
export { WithdrawTotals, type WithdrawTotalsProps } from "./WithdrawTotals";
