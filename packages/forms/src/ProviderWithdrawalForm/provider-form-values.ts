// The provider form's values are the payload's shape (ProviderWithdrawalValues of @causeway/rules):
// a field's path is the payload key it becomes, so client checks and a 400 land on it as they are.
import {
  EMPTY_PROVIDER_WITHDRAWAL,
  type ProviderWithdrawalValues,
  providerWithdrawalFormSchema,
  withdrawalFormProblems,
} from "@causeway/rules";
import type { FormProblems } from "../form-store";
import { PROVIDER_BANK_FIELD_ORDER } from "../WithdrawalFormParts/bank-field-order";

/** The provider form's values (ProviderWithdrawalValues of @causeway/rules). */
export type ProviderFormFields = ProviderWithdrawalValues;
export const EMPTY_PROVIDER_FORM: ProviderFormFields = EMPTY_PROVIDER_WITHDRAWAL;

/** What stops the form being sent, by payload path (the schema, and files not uploaded yet). */
export const providerProblems = (values: ProviderFormFields): FormProblems =>
  Object.entries(withdrawalFormProblems(providerWithdrawalFormSchema, values));

/** The form's fields in the order they appear, for the error summary. */
export const PROVIDER_FIELD_ORDER = [
  "amount",
  "reasons",
  ...PROVIDER_BANK_FIELD_ORDER,
  "reference",
  "invoices",
  "comment",
] as const;
