// The provider form's fields as the form store holds them, and the way between them and the
// rules: the submit rule's values, the payload of 000 §3, and payload errors back onto fields.
import {
  EMPTY_IBAN_ENTRY,
  type IbanEntryState,
  type ProviderFormValues,
  type Upload,
} from "@causeway/rules";
import { PROVIDER_BANK_FIELD_ORDER } from "../WithdrawalFormParts/bank-field-order";

export interface ProviderFormFields {
  /** The amount box's digits (whole major units). */
  amount: string;
  reasons: number[];
  /** IBAN, currency, BIC, country, bank and recipient name, with the entry mode and locks. */
  bank: IbanEntryState;
  reference: string;
  comment: string;
  invoices: readonly Upload[];
  invoiceNotAvailable: boolean;
}

export const EMPTY_PROVIDER_FORM: ProviderFormFields = {
  amount: "",
  reasons: [],
  bank: EMPTY_IBAN_ENTRY,
  reference: "",
  comment: "",
  invoices: [],
  invoiceNotAvailable: false,
};

export function toProviderValues(
  fields: ProviderFormFields,
): ProviderFormValues & { reference: string } {
  const { bank } = fields;
  return {
    amount: fields.amount,
    reasons: fields.reasons,
    iban: bank.iban,
    currency: bank.currency,
    bic: bank.bic,
    country: bank.country,
    bank: bank.bank,
    holderName: bank.holderName,
    comment: fields.comment,
    invoices: fields.invoices,
    invoiceNotAvailable: fields.invoiceNotAvailable,
    reference: fields.reference,
  };
}

/** Payload (or server FieldErrors) key -> the form field that shows it. */
const FIELD_OF: Record<string, string> = {
  amount: "amount",
  currency: "bank.currency",
  reasons: "reasons",
  "provider.iban": "bank.iban",
  "provider.bic": "bank.bic",
  "provider.country": "bank.country",
  "provider.bank": "bank.bank",
  "provider.holder_name": "bank.holderName",
  "provider.currency": "bank.currency",
  receiverName: "bank.holderName",
  comment: "comment",
  invoices: "invoices",
  reference: "reference",
};

/** Where an error keyed by the payload goes on the form; unknown keys go to the form as a whole. */
export function formFieldOf(payloadKey: string): string {
  if (payloadKey in FIELD_OF) return FIELD_OF[payloadKey] as string;
  const prefix = payloadKey.replace(/\.\d+(\..*)?$/, "");
  return FIELD_OF[prefix] ?? "root.server";
}

/** The errors of a payload check or a 400, by form field (first message per field). */
export function formErrorsOf(errors: Record<string, string>): Array<[string, string]> {
  const byField = new Map<string, string>();
  for (const [key, message] of Object.entries(errors)) {
    const field = formFieldOf(key);
    if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField];
}

/** Form fields in the order they appear, for the error summary. */
export const PROVIDER_FIELD_ORDER = [
  "amount",
  "reasons",
  ...PROVIDER_BANK_FIELD_ORDER,
  "reference",
  "comment",
  "invoices",
  "root.server",
] as const;
