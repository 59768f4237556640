// The owner form's fields (000 §2: amount, cost type, comment, documents, availability toggle), its
// payload (000 §3: the verified bank account and its currency), and payload errors onto fields.

import {
  checkPayload,
  type OwnerFormValues,
  ownerWithdrawalPayloadSchema,
  pendingDocumentsProblem,
  toOwnerWithdrawalPayload,
  type Upload,
} from "@causeway/rules";
import type { Validate } from "../form-store";

export interface OwnerFormFields {
  amount: string;
  reasons: number[];
  comment: string;
  invoices: readonly Upload[];
  invoiceNotAvailable: boolean;
}

export const EMPTY_OWNER_FORM: OwnerFormFields = {
  amount: "",
  reasons: [],
  comment: "",
  invoices: [],
  invoiceNotAvailable: false,
};

export type OwnerField = keyof OwnerFormFields | "root.server";

export const OWNER_FIELD_ORDER: readonly OwnerField[] = [
  "amount",
  "reasons",
  "invoices",
  "comment",
  "root.server",
];

/** Payload (or 400) key -> form field: nested keys go to their list, the rest to the form. */
export function ownerFieldOf(key: string): OwnerField {
  const head = key.split(".")[0] ?? "";
  return (
    (["amount", "reasons", "comment", "invoices"] as const).find((f) => f === head) ?? "root.server"
  );
}

/** First message per field. */
export function ownerErrorsOf(errors: Record<string, string>): Array<[OwnerField, string]> {
  const byField = new Map<OwnerField, string>();
  for (const [key, message] of Object.entries(errors)) {
    const field = ownerFieldOf(key);
    if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField];
}

export interface OwnerAccount {
  bankAccountId: number;
  currencyId: number;
}

export function toOwnerPayload(fields: OwnerFormFields, account: OwnerAccount) {
  const values: OwnerFormValues = fields;
  return toOwnerWithdrawalPayload({ ...values, ...account });
}

/** The owner payload schema of rules/schemas, and files not uploaded yet, by form field. */
export function ownerProblems(account: OwnerAccount): Validate<OwnerFormFields> {
  return (fields) => {
    const check = checkPayload(ownerWithdrawalPayloadSchema, toOwnerPayload(fields, account));
    const pending = pendingDocumentsProblem(fields);
    return ownerErrorsOf({
      ...(check.ok ? {} : check.errors),
      ...(pending ? { invoices: pending } : {}),
    });
  };
}
