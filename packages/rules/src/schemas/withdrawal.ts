// The three withdrawal payloads of 000 §3 (ProviderWithdrawalPayload, OwnerWithdrawalPayload,
// TransferFundsPayload of the contract), and the builders that make them from form values.
import * as z from "zod/mini";
import { amountToMinorUnits } from "../amount";
import { MOTIVATIONAL_LETTER_MAX, RECIPIENT_NAME_MAX, REFERENCE_MAX } from "../constants";
import { normalizeIban } from "../iban";
import { BLOCKER, type FormBlocker } from "../messages";
import { limitReasons } from "../reasons";
import { invoiceRefs } from "../uploads";
import type { OwnerFormValues, ProviderFormValues, TransferFormValues } from "../withdraw-submit";
import {
  bank,
  bic,
  country,
  filled,
  iban,
  id,
  invoiceRef,
  maxChars,
  minorAmount,
  reasonIds,
  SCHEMA_MESSAGE,
  singleLine,
} from "./fields";

export interface DocumentsOrComment {
  invoices: readonly unknown[];
  invoiceNotAvailable?: boolean | undefined;
  comment: string;
}

/**
 * Documents, or declared unavailable with a comment saying why (000 §5), on a payload's fields:
 * the check of both withdrawal payloads, on its own for a server that changes only the documents
 * of a stored withdrawal.
 */
export function documentsOrCommentErrors(
  payload: DocumentsOrComment,
): Partial<Record<"invoices" | "comment", FormBlocker>> {
  if (payload.invoiceNotAvailable === true)
    return payload.comment.trim() === "" ? { comment: BLOCKER.comment } : {};
  return payload.invoices.length === 0 ? { invoices: BLOCKER.documents } : {};
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The cross-field checks run even when another field failed, so the user sees every problem at
 * once, but only on a body that has the fields they read (any other body already failed on them).
 */
const documentsReadable = ({ value }: { value: unknown }) =>
  isRecord(value) &&
  Array.isArray(value.invoices) &&
  typeof value.comment === "string" &&
  (value.invoiceNotAvailable === undefined || typeof value.invoiceNotAvailable === "boolean");

const documentsOrComment = z.refine<DocumentsOrComment>(
  (payload) => documentsOrCommentErrors(payload).invoices === undefined,
  { message: BLOCKER.documents, path: ["invoices"], when: documentsReadable },
);
const commentWhenNoDocuments = z.refine<DocumentsOrComment>(
  (payload) => documentsOrCommentErrors(payload).comment === undefined,
  { message: BLOCKER.comment, path: ["comment"], when: documentsReadable },
);

export const providerWithdrawalPayloadSchema = z
  .object({
    amount: minorAmount(),
    currency: id(BLOCKER.currency),
    reasons: reasonIds(),
    provider: z.object({
      bic: bic(),
      country: country(),
      bank: bank(),
      iban: iban(),
      holder_name: z
        .string()
        .check(filled(BLOCKER.recipient), maxChars(RECIPIENT_NAME_MAX), singleLine()),
      currency: id(BLOCKER.currency),
    }),
    comment: z.string(),
    invoices: z.array(invoiceRef()),
    invoiceNotAvailable: z.optional(z.boolean()),
    reference: z.nullable(z.string().check(maxChars(REFERENCE_MAX))),
  })
  .check(documentsOrComment, commentWhenNoDocuments);

export const ownerWithdrawalPayloadSchema = z
  .object({
    amount: minorAmount(),
    reasons: reasonIds(),
    bank_account: id(),
    usage_report: z.literal("", SCHEMA_MESSAGE.invalid),
    comment: z.string(),
    invoices: z.array(invoiceRef()),
    invoiceNotAvailable: z.optional(z.boolean()),
    currency: id(BLOCKER.currency),
  })
  .check(documentsOrComment, commentWhenNoDocuments);

export const transferFundsPayloadSchema = z
  .object({
    amount: minorAmount(),
    campaign_from: id(),
    campaign_to: id(BLOCKER.transferCampaign),
    currency: id(BLOCKER.currency),
    quote: z.optional(z.nullable(z.string())),
    motivational_message: z
      .string()
      .check(filled(BLOCKER.motivationalMessage), maxChars(MOTIVATIONAL_LETTER_MAX)),
  })
  .check(
    z.refine((payload) => payload.campaign_to !== payload.campaign_from, {
      message: SCHEMA_MESSAGE.sameCampaign,
      path: ["campaign_to"],
      when: ({ value }) => isRecord(value),
    }),
  );

export type ProviderWithdrawalPayloadInput = z.input<typeof providerWithdrawalPayloadSchema>;
export type ProviderWithdrawalPayloadOutput = z.output<typeof providerWithdrawalPayloadSchema>;
export type OwnerWithdrawalPayloadOutput = z.output<typeof ownerWithdrawalPayloadSchema>;
export type TransferFundsPayloadOutput = z.output<typeof transferFundsPayloadSchema>;

/**
 * The provider form's values as the payload (amount ×100, IBAN normalised, invoices with ids).
 * Two currencies: the withdrawal's (`currency`) is always the campaign's, the one the server takes
 * it in; the provider's account keeps its own (`provider.currency`, e.g. a BGN account paid from a
 * EUR campaign). Without `campaignCurrency` both are the account's.
 */
export function toProviderWithdrawalPayload(
  values: ProviderFormValues & {
    reference?: string | null;
    campaignCurrency?: { id: number } | null;
  },
): ProviderWithdrawalPayloadOutput {
  const currency = values.currency?.id ?? 0;
  const reference = values.reference?.trim() ?? "";
  return {
    amount: amountToMinorUnits(values.amount),
    currency: values.campaignCurrency?.id ?? currency,
    reasons: limitReasons(values.reasons),
    provider: {
      bic: values.bic.trim().toUpperCase(),
      country: values.country.trim().toUpperCase(),
      bank: values.bank.trim(),
      iban: normalizeIban(values.iban),
      holder_name: values.holderName.trim(),
      currency,
    },
    comment: values.comment.trim(),
    invoices: invoiceRefs(values.invoices),
    invoiceNotAvailable: values.invoiceNotAvailable,
    reference: reference === "" ? null : reference,
  };
}

/** The owner form's values as the payload; usage_report is always an empty string. */
export function toOwnerWithdrawalPayload(
  values: OwnerFormValues & { bankAccountId: number; currencyId: number },
): OwnerWithdrawalPayloadOutput {
  return {
    amount: amountToMinorUnits(values.amount),
    reasons: limitReasons(values.reasons),
    bank_account: values.bankAccountId,
    usage_report: "",
    comment: values.comment.trim(),
    invoices: invoiceRefs(values.invoices),
    invoiceNotAvailable: values.invoiceNotAvailable,
    currency: values.currencyId,
  };
}

/** The transfer form's values as the payload. */
export function toTransferFundsPayload(
  values: TransferFormValues & {
    campaignFrom: number;
    campaignTo: number | null;
    currencyId: number;
    quote?: string | null;
  },
): TransferFundsPayloadOutput {
  return {
    amount: amountToMinorUnits(values.amount),
    campaign_from: values.campaignFrom,
    campaign_to: values.campaignTo ?? 0,
    currency: values.currencyId,
    quote: values.quote ?? null,
    motivational_message: values.motivationalMessage.trim(),
  };
}
