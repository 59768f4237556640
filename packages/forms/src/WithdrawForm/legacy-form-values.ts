// The legacy withdraw form's fields as the form store holds them, and the ways between them and
// the rules: the legacy validator's values, the two payloads, an edited withdrawal back into fields,
// and errors (client or a 400) onto the fields and the step that shows them.
import type { Campaign, Withdraw } from "@causeway/api-client";
import {
  EMPTY_IBAN_ENTRY,
  existingUpload,
  type IbanEntryState,
  type LegacyErrors,
  type LegacyStep,
  type LegacyTab,
  type LegacyWithdrawValues,
  toProviderWithdrawalPayload,
  toTransferFundsPayload,
  type Upload,
} from "@causeway/rules";
import { PROVIDER_BANK_FIELD_ORDER } from "../WithdrawalFormParts/bank-field-order";

export interface LegacyFormFields {
  /** The amount box's digits (whole major units). */
  amount: string;
  reasons: number[];
  /** Bank tab: IBAN, currency, BIC, country, bank and the recipient name, with mode and locks. */
  bank: IbanEntryState;
  /** Bank tab: the payment reference (an invoice number), kept when a request is edited. */
  reference: string;
  comment: string;
  invoices: readonly Upload[];
  invoiceNotAvailable: boolean;
  /** Campaign tab: the target campaign and the motivational message. */
  campaign: Campaign | null;
  motivationalMessage: string;
}

export const EMPTY_LEGACY_FORM: LegacyFormFields = {
  amount: "",
  reasons: [],
  bank: EMPTY_IBAN_ENTRY,
  reference: "",
  comment: "",
  invoices: [],
  invoiceNotAvailable: false,
  campaign: null,
  motivationalMessage: "",
};

export function toLegacyValues(fields: LegacyFormFields): LegacyWithdrawValues {
  return {
    amount: fields.amount,
    reasons: fields.reasons,
    receiverName: fields.bank.holderName,
    iban: fields.bank.iban,
    comment: fields.comment,
    invoices: fields.invoices,
    invoiceNotAvailable: fields.invoiceNotAvailable,
    campaignTo: fields.campaign?.id ?? null,
    motivationalMessage: fields.motivationalMessage,
  };
}

/**
 * Bank tab: the provider payload of 000 §3 (POST to create, PUT to edit), in the currency of the
 * campaign the money leaves (the provider's account may be in another).
 */
export function toBankPayload(
  fields: LegacyFormFields,
  from?: { currency: { id: number } | null },
) {
  const { bank } = fields;
  return toProviderWithdrawalPayload({
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
    campaignCurrency: from?.currency ?? null,
  });
}

/** Campaign tab: the transfer payload, in the currency of the campaign the money leaves. */
export function toCampaignPayload(
  fields: LegacyFormFields,
  from: { id: number; currency: { id: number } },
) {
  return toTransferFundsPayload({
    amount: fields.amount,
    campaignName: fields.campaign?.name ?? "",
    motivationalMessage: fields.motivationalMessage,
    campaignFrom: from.id,
    campaignTo: fields.campaign?.id ?? null,
    currencyId: from.currency.id,
  });
}

/** The tab an existing withdrawal is edited in; only provider (IBAN) withdrawals can be resent. */
export function editTabOf(withdraw: Withdraw): LegacyTab | null {
  return withdraw.kind === "service" && withdraw.withdraw_iban ? "bank" : null;
}

/**
 * An existing provider withdrawal as form fields. The box holds whole units, so minor units are
 * divided by 100 (the contract's amounts of a provider withdrawal are whole units in practice).
 * The stored bank details were verified when saved: they open as a verified IBAN entry (bic, bank
 * and country locked until the IBAN is typed again).
 */
export function fieldsOfWithdraw(withdraw: Withdraw): LegacyFormFields {
  const provider = withdraw.withdraw_iban;
  return {
    ...EMPTY_LEGACY_FORM,
    amount: withdraw.amount > 0 ? String(Math.floor(withdraw.amount / 100)) : "",
    reasons: withdraw.reasons.map((reason) => reason.id),
    bank: provider
      ? {
          iban: provider.iban,
          bic: provider.bic,
          bank: provider.bank,
          country: provider.country,
          currency: provider.currency,
          holderName: withdraw.receiverName ?? provider.holder_name,
          mode: "verified",
          locked: ["bic", "bank", "country"],
          verificationFailed: false,
          verificationLimited: false,
        }
      : EMPTY_IBAN_ENTRY,
    reference: withdraw.reference ?? "",
    comment: withdraw.comment,
    invoices: withdraw.invoices.map((invoice) =>
      existingUpload({
        id: invoice.id,
        name: invoice.name,
        path: invoice.path,
        mimeType: invoice.type === "image" ? "image/*" : "",
      }),
    ),
    invoiceNotAvailable: withdraw.invoiceNotAvailable,
  };
}

/** Legacy validator field, payload key or server FieldErrors key -> the form field showing it. */
const FIELD_OF: Record<string, string> = {
  amount: "amount",
  reasons: "reasons",
  receiverName: "bank.holderName",
  iban: "bank.iban",
  comment: "comment",
  invoices: "invoices",
  invoiceNotAvailable: "invoices",
  currency: "bank.currency",
  "provider.iban": "bank.iban",
  "provider.bic": "bank.bic",
  "provider.country": "bank.country",
  "provider.bank": "bank.bank",
  "provider.holder_name": "bank.holderName",
  "provider.currency": "bank.currency",
  reference: "reference",
  campaign_to: "campaign",
  campaign_from: "campaign",
  motivational_message: "motivationalMessage",
};

/** Where an error goes on the form (indexed keys such as reasons.0 go to their list). */
export function formFieldOf(key: string): string {
  return FIELD_OF[key] ?? FIELD_OF[key.replace(/\.\d+(\..*)?$/, "")] ?? "root.server";
}

/** Errors by form field, the first message of each field kept. */
export function formErrorsOf(
  errors: LegacyErrors | Record<string, string>,
): Array<[string, string]> {
  const byField = new Map<string, string>();
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue;
    const field = formFieldOf(key);
    if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField];
}

/** The step that shows a form field; errors of the form as a whole are shown on the last step. */
export function stepOfField(field: string): LegacyStep {
  if (field === "amount" || field === "reasons") return 1;
  if (
    field.startsWith("bank.") ||
    field === "reference" ||
    field === "campaign" ||
    field === "motivationalMessage"
  ) {
    return 2;
  }
  return 3;
}

/** The form fields of each step, in screen order (for "next", and for the error summary). */
export const STEP_FIELDS: Record<LegacyTab, Record<LegacyStep, readonly string[]>> = {
  bank: {
    1: ["amount", "reasons"],
    2: [...PROVIDER_BANK_FIELD_ORDER, "reference"],
    3: ["invoices", "comment", "root.server"],
  },
  campaign: {
    1: ["amount"],
    2: ["campaign", "motivationalMessage"],
    3: ["root.server"],
  },
};
