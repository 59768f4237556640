// The owner form's values are the payload's shape (OwnerWithdrawalValues of @causeway/rules): a
// field's path is the payload key it becomes, so client checks and a 400 land on it as they are.
import {
  type OwnerWithdrawalValues,
  ownerWithdrawalFormSchema,
  withdrawalFormProblems,
} from "@causeway/rules";
import type { FormProblems } from "../form-store";

/** What stops the form being sent, by payload path (the schema, and files not uploaded yet). */
export const ownerProblems = (values: OwnerWithdrawalValues): FormProblems =>
  Object.entries(withdrawalFormProblems(ownerWithdrawalFormSchema, values));

/**
 * The form's fields in the order they appear, for the error summary. The account and the currency
 * are given, not typed: a 400 on them ("bank_account") is said for the form as a whole.
 */
export const OWNER_FIELD_ORDER = ["amount", "reasons", "invoices", "comment"] as const;
