import { z } from "zod";
import { badRequest, type FieldErrors } from "../lib/errors";
import { ibanBank, isBicValid, isIbanValid, normaliseIban } from "../lib/iban";
import { issuesToFields } from "../lib/validate";

/** Limits of spec 000 §5 and §9. */
export const MAX_REASONS = 3;
export const RECIPIENT_MAX = 150;
export const LETTER_MAX = 200;
/** 9 digits of major units typed, times 100. */
export const AMOUNT_MAX = 999_999_999 * 100;

const zAmount = z
  .number({ error: "withdraw.validator.sum_greater_zero" })
  .int({ error: "withdraw.validator.sum_greater_zero" })
  .min(1, { error: "withdraw.validator.sum_greater_zero" })
  .max(AMOUNT_MAX, { error: "withdraw.validator.amount_too_large" });

const zReasons = z
  .array(z.number().int().min(1), { error: "withdraw.validator.choose_cost" })
  .min(1, { error: "withdraw.validator.choose_cost" })
  .max(MAX_REASONS, { error: "withdraw.validator.max_reasons" })
  .transform((ids) => [...new Set(ids)]);

/** Only invoices with a media id count (000 §5): entries without one are dropped. */
const zInvoices = z
  .array(
    z.object({
      id: z.number().int().min(1).nullable().optional(),
      type: z.enum(["file", "image"]).default("file"),
    }),
    { error: "withdraw.no_documents_appended" },
  )
  .max(30)
  .default([])
  .transform((list) =>
    list.filter((i): i is { id: number; type: "file" | "image" } => typeof i.id === "number"),
  );

const zIban = z
  .string({ error: "withdraw.enter_iban" })
  .transform(normaliseIban)
  .superRefine((iban, ctx) => {
    if (!iban) ctx.addIssue({ code: "custom", message: "withdraw.enter_iban" });
    else if (!isIbanValid(iban)) ctx.addIssue({ code: "custom", message: "withdraw.invalid_iban" });
  });

const zBic = z
  .string({ error: "withdraw.enter_bic" })
  .trim()
  .toUpperCase()
  .superRefine((bic, ctx) => {
    if (!bic) ctx.addIssue({ code: "custom", message: "withdraw.enter_bic" });
    else if (!isBicValid(bic)) ctx.addIssue({ code: "custom", message: "withdraw.invalid_bic" });
  });

const common = {
  amount: zAmount,
  reasons: zReasons,
  comment: z.string({ error: "withdraw.write_comment" }).trim().max(2000).default(""),
  invoices: zInvoices,
  invoiceNotAvailable: z.boolean().default(false),
  currency: z.number({ error: "withdraw.validator.currency" }).int().min(1),
};

export const zProviderPayload = z.object({
  ...common,
  provider: z.object(
    {
      bic: zBic,
      country: z
        .string({ error: "withdraw.enter_country" })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: "withdraw.enter_country" }),
      bank: z
        .string({ error: "withdraw.enter_bank" })
        .trim()
        .min(1, { error: "withdraw.enter_bank" })
        .max(200),
      iban: zIban,
      holder_name: z
        .string({ error: "withdraw.validator.enter_recipient" })
        .trim()
        .min(1, { error: "withdraw.validator.enter_recipient" })
        .max(RECIPIENT_MAX, { error: "withdraw.validator.recipient_max_length" }),
      currency: z.number({ error: "withdraw.validator.currency" }).int().min(1),
    },
    { error: "withdraw.enter_iban" },
  ),
  reference: z.string().trim().max(140).nullable().optional(),
});

export const zOwnerPayload = z.object({
  ...common,
  bank_account: z.number({ error: "withdraw.validator.bank_account" }).int().min(1),
  usage_report: z.string().max(2000).optional(),
});

export const zTransferPayload = z.object({
  amount: zAmount,
  campaign_from: z.number().int().min(1),
  campaign_to: z
    .number({ error: "withdraw.validator.choose_campaign" })
    .int()
    .min(1, { error: "withdraw.validator.choose_campaign" }),
  currency: z.number({ error: "withdraw.validator.currency" }).int().min(1),
  quote: z.string().max(200).nullable().optional(),
  motivational_message: z
    .string({ error: "withdraw.validator.enter_motivational_message" })
    .trim()
    .min(1, { error: "withdraw.validator.enter_motivational_message" })
    .max(LETTER_MAX, { error: "withdraw.validator.motivational_message_max_length" }),
});

export type ProviderPayload = z.output<typeof zProviderPayload>;
export type OwnerPayload = z.output<typeof zOwnerPayload>;
export type TransferPayload = z.output<typeof zTransferPayload>;

/** Parses one of the two payloads, telling them apart by `bank_account` vs `provider`. */
export function parseWithdrawal(
  body: unknown,
): { kind: "service"; payload: ProviderPayload } | { kind: "personal"; payload: OwnerPayload } {
  const isOwner = typeof body === "object" && body !== null && "bank_account" in body;
  const schema = isOwner ? zOwnerPayload : zProviderPayload;
  const result = schema.safeParse(body);
  const fields: FieldErrors = result.success ? {} : issuesToFields(result.error.issues);
  if (result.success) Object.assign(fields, documentRule(result.data));
  if (!result.success || Object.keys(fields).length) throw badRequest(fields);
  if (!isOwner) {
    const provider = (result.data as ProviderPayload).provider;
    const bank = ibanBank(provider.iban);
    if (bank && bank.country !== provider.country)
      throw badRequest({ "provider.country": "withdraw.validator.country_mismatch" });
  }
  return isOwner
    ? { kind: "personal", payload: result.data as OwnerPayload }
    : { kind: "service", payload: result.data as ProviderPayload };
}

/** Documents with at least one invoice, or declared unavailable with a non-empty comment. */
export function documentRule(p: {
  invoices: { id: number }[];
  invoiceNotAvailable: boolean;
  comment: string;
}): FieldErrors {
  if (p.invoiceNotAvailable) return p.comment ? {} : { comment: "withdraw.write_comment" };
  return p.invoices.length ? {} : { invoices: "withdraw.no_documents_appended" };
}
