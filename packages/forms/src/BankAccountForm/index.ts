"use client";
export { BankAccountForm, type BankAccountFormProps } from "./BankAccountForm";
export {
  type BankAccountDocuments,
  bankAccountPayload,
  creationIbanError,
} from "./bank-account-form";
