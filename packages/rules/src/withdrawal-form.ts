// The provider and owner withdrawal forms' values, shaped like their payloads (000 §3): a field's
// path in the form is the payload key it becomes ("provider.iban", "invoices", "comment"), so a
// client check and a 400 from the server (FieldErrors, keyed by payload path) land on the same
// field without a map between the two. One schema per form turns the values into the payload and
// checks it; editing a stored request starts from `editedWithdrawal`.
import * as z from "zod/mini";
import type { CurrencyRef } from "./contract";
import { EMPTY_IBAN_ENTRY, type IbanEntryState } from "./iban-entry";
import { checkPayload } from "./schemas/field-errors";
import {
  ownerWithdrawalPayloadSchema,
  providerWithdrawalPayloadSchema,
  toOwnerWithdrawalPayload,
  toProviderWithdrawalPayload,
} from "./schemas/withdrawal";
import { existingUpload, type Upload } from "./uploads";
import { wholeAmountMessage } from "./whole-amount";
import { pendingDocumentsProblem } from "./withdraw-submit";

interface DocumentsValues {
  comment: string;
  invoices: readonly Upload[];
  invoiceNotAvailable: boolean;
}

/** The provider form: the payload's keys, with the box's digits, the IBAN entry and the files. */
export interface ProviderWithdrawalValues extends DocumentsValues {
  /** The amount box's digits (whole major units). */
  amount: string;
  reasons: number[];
  /** The payload's `provider`: IBAN, BIC, country, bank, holder and its account's currency. */
  provider: IbanEntryState;
  reference: string;
  /** The withdrawal's currency: the campaign's, the only one the server takes it in. */
  currency: CurrencyRef | null;
}

/** The owner form: the payload's keys; the account and the currency are given, not typed. */
export interface OwnerWithdrawalValues extends DocumentsValues {
  amount: string;
  reasons: number[];
  /** The owner's approved bank account (its id). */
  bank_account: number;
  /** The withdrawal's currency id: the campaign's. */
  currency: number;
}

export const EMPTY_PROVIDER_WITHDRAWAL: ProviderWithdrawalValues = {
  amount: "",
  reasons: [],
  provider: EMPTY_IBAN_ENTRY,
  reference: "",
  comment: "",
  invoices: [],
  invoiceNotAvailable: false,
  currency: null,
};

/** An empty owner form for this account, paid in this currency. */
export const emptyOwnerWithdrawal = (bankAccount: number, currency: number) =>
  ({
    amount: "",
    reasons: [],
    bank_account: bankAccount,
    currency,
    comment: "",
    invoices: [],
    invoiceNotAvailable: false,
  }) satisfies OwnerWithdrawalValues;

/** The provider form's values -> the provider payload, checked by its schema. */
export const providerWithdrawalFormSchema = z.pipe(
  z.transform((values: ProviderWithdrawalValues) =>
    toProviderWithdrawalPayload({
      ...values,
      ...values.provider,
      campaignCurrency: values.currency,
    }),
  ),
  providerWithdrawalPayloadSchema,
);

/** The owner form's values -> the owner payload, checked by its schema. */
export const ownerWithdrawalFormSchema = z.pipe(
  z.transform((values: OwnerWithdrawalValues) =>
    toOwnerWithdrawalPayload({
      ...values,
      bankAccountId: values.bank_account,
      currencyId: values.currency,
    }),
  ),
  ownerWithdrawalPayloadSchema,
);

/**
 * What stops a form from being sent, by payload path: an amount the box could not read (a decimal
 * part, a sign: wholeAmountProblem), the payload schema's errors, and files still uploading or
 * failed (the payload counts only uploaded ones). Empty when it can be sent.
 */
export function withdrawalFormProblems<V extends DocumentsValues & { amount: string }>(
  schema: typeof providerWithdrawalFormSchema | typeof ownerWithdrawalFormSchema,
  values: V,
): Record<string, string> {
  const check = checkPayload(schema, values);
  const pending = pendingDocumentsProblem(values);
  const amount = wholeAmountMessage(values.amount);
  return {
    ...(check.ok ? {} : check.errors),
    ...(amount ? { amount } : {}),
    ...(pending ? { invoices: pending } : {}),
  };
}

/** What editing reads of a stored withdrawal (the contract's Withdraw). */
export interface StoredWithdrawal {
  id: number;
  kind: "service" | "personal" | "transfer";
  /** Minor units. */
  amount: number;
  currency: CurrencyRef;
  state: "PAYED" | "REFUSED" | "PENDING" | "WAITING_DOCUMENTS";
  reasons: readonly { id: number }[];
  receiverName?: string | null;
  comment: string;
  invoices: readonly { id: number; type: "file" | "image"; name?: string; path?: string }[];
  invoiceNotAvailable: boolean;
  reference: string | null;
  withdraw_iban?: {
    iban: string;
    bic: string;
    bank: string;
    country: string;
    holder_name: string;
    currency: CurrencyRef;
  } | null;
  bank_account?: { id: number } | null;
}

export type EditedWithdrawal =
  | { kind: "service"; withdrawId: number; values: ProviderWithdrawalValues }
  | { kind: "personal"; withdrawId: number; values: OwnerWithdrawalValues };

/**
 * A stored request as the values of the form that edits it, or null when it cannot be edited:
 * only a request still waiting (PENDING, WAITING_DOCUMENTS) to a provider or to the owner's
 * account; a transfer is paid at once and the server's edit takes neither its payload nor its
 * state. The box holds whole units, so the minor units are divided by 100 (cents are dropped; the
 * forms only ever send whole units). The stored bank details were verified when saved: they open
 * as a verified IBAN entry (BIC, bank and country locked until the IBAN is typed again).
 */
export function editedWithdrawal(withdraw: StoredWithdrawal): EditedWithdrawal | null {
  if (withdraw.state !== "PENDING" && withdraw.state !== "WAITING_DOCUMENTS") return null;
  const common = {
    amount: withdraw.amount >= 100 ? String(Math.floor(withdraw.amount / 100)) : "",
    reasons: withdraw.reasons.map((reason) => reason.id),
    comment: withdraw.comment,
    invoices: withdraw.invoices.map((invoice) =>
      existingUpload({
        id: invoice.id,
        ...(invoice.name ? { name: invoice.name } : {}),
        ...(invoice.path ? { path: invoice.path } : {}),
        mimeType: invoice.type === "image" ? "image/*" : "application/octet-stream",
      }),
    ),
    invoiceNotAvailable: withdraw.invoiceNotAvailable,
  };
  const provider = withdraw.withdraw_iban;
  if (withdraw.kind === "service" && provider) {
    return {
      kind: "service",
      withdrawId: withdraw.id,
      values: {
        ...common,
        provider: {
          iban: provider.iban,
          bic: provider.bic,
          bank: provider.bank,
          country: provider.country,
          currency: provider.currency,
          holderName: withdraw.receiverName || provider.holder_name,
          mode: "verified",
          locked: ["bic", "bank", "country"],
          verificationFailed: false,
          verificationLimited: false,
        },
        reference: withdraw.reference ?? "",
        currency: withdraw.currency,
      },
    };
  }
  const account = withdraw.bank_account;
  if (withdraw.kind === "personal" && account) {
    return {
      kind: "personal",
      withdrawId: withdraw.id,
      values: { ...common, bank_account: account.id, currency: withdraw.currency.id },
    };
  }
  return null;
}
