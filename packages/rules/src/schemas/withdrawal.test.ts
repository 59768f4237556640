import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { BLOCKER } from "../messages";
import { BGN, providerExample, upload } from "../test-fixtures";
import type { ProviderFormValues } from "../withdraw-submit";
import { checkPayload } from "./field-errors";
import {
  documentsOrCommentErrors,
  ownerWithdrawalPayloadSchema,
  providerWithdrawalPayloadSchema,
  toOwnerWithdrawalPayload,
  toProviderWithdrawalPayload,
  toTransferFundsPayload,
  transferFundsPayloadSchema,
} from "./withdrawal";

const errorsOf = (schema: Parameters<typeof checkPayload>[0], value: unknown) => {
  const result = checkPayload(schema, value);
  return result.ok ? {} : result.errors;
};

describe("providerWithdrawalPayloadSchema", () => {
  it("accepts the contract's example", () => {
    expect(providerWithdrawalPayloadSchema.parse(providerExample)).toEqual(providerExample);
  });

  it("keeps the first 3 distinct reasons and ignores the rest (000 §5)", () => {
    const parsed = providerWithdrawalPayloadSchema.parse({
      ...providerExample,
      reasons: [4, 4, 2, 9, 7, 1],
    });
    expect(parsed.reasons).toEqual([4, 2, 9]);
  });

  it.each([
    { change: { amount: 0 }, errors: { amount: "withdraw.validator.sum_greater_zero" } },
    // fractional and negative amounts are refused as such, never as "greater than zero"
    { change: { amount: 12.5 }, errors: { amount: "forms.amount.error.decimal" } },
    { change: { amount: -5000 }, errors: { amount: "forms.amount.error.sign" } },
    { change: { amount: 99_999_999_900 }, errors: {} },
    { change: { amount: 100_000_000_000 }, errors: { amount: "forms.amount.error.too_long" } },
    { change: { amount: "100" }, errors: { amount: "withdraw.validator.sum_greater_zero" } },
    { change: { reasons: [] }, errors: { reasons: "withdraw.validator.choose_cost" } },
    { change: { currency: 0 }, errors: { currency: "forms.blocker.currency" } },
    { provider: { iban: "" }, errors: { "provider.iban": "withdraw.enter_iban" } },
    {
      provider: { iban: "BG80BNBG96611020345679" },
      errors: { "provider.iban": "forms.blocker.iban_invalid" },
    },
    {
      provider: { iban: "bg80 bnbg 9661 1020 3456 78" },
      errors: { "provider.iban": "forms.blocker.iban_invalid" },
    },
    { provider: { bic: "" }, errors: { "provider.bic": "forms.blocker.bic" } },
    { provider: { bic: "BNB" }, errors: { "provider.bic": "forms.error.invalid" } },
    { provider: { country: "Bulgaria" }, errors: { "provider.country": "forms.error.invalid" } },
    { provider: { bank: " " }, errors: { "provider.bank": "forms.blocker.bank" } },
    {
      provider: { holder_name: "" },
      errors: { "provider.holder_name": "withdraw.validator.enter_recipient" },
    },
    {
      provider: { holder_name: "x".repeat(151) },
      errors: { "provider.holder_name": "forms.error.too_long" },
    },
    { change: { invoices: [] }, errors: { invoices: "withdraw.no_documents_appended" } },
    { change: { invoices: [{ id: 5602 }] }, errors: { "invoices.0.type": "forms.error.invalid" } },
    {
      change: { invoices: [], invoiceNotAvailable: true, comment: "" },
      errors: { comment: "withdraw.write_comment" },
    },
    {
      change: { invoices: [], invoiceNotAvailable: true, comment: "Cash at the desk." },
      errors: {},
    },
    { change: { reference: null }, errors: {} },
    { change: { reference: "x".repeat(141) }, errors: { reference: "forms.error.too_long" } },
    // The cross-field rule speaks even when another field is wrong too.
    {
      change: { amount: 0, invoices: [] },
      errors: {
        amount: "withdraw.validator.sum_greater_zero",
        invoices: "withdraw.no_documents_appended",
      },
    },
  ] as Array<{ change?: object; provider?: object; errors: object }>)(
    "$change $provider -> $errors",
    ({ change = {}, provider = {}, errors }) => {
      const value = {
        ...providerExample,
        ...change,
        provider: { ...providerExample.provider, ...provider },
      };
      expect(errorsOf(providerWithdrawalPayloadSchema, value)).toEqual(errors);
    },
  );

  it("the builder turns form values into a payload the schema accepts", () => {
    const values: ProviderFormValues & { reference: string } = {
      amount: "1500",
      reasons: [3, 3, 5, 6, 7],
      iban: "bg80 bnbg 9661 1020 3456 78",
      currency: BGN,
      bic: "bnbgbgsd",
      country: "bg",
      bank: " Bulgarian National Bank ",
      holderName: "Rehabilitation Centre Vita ",
      comment: "",
      invoices: [
        upload("done", { mediaId: 5602 }),
        upload("done", { mediaId: null }),
        upload("errored"),
        upload("done", { mediaId: 5603, mimeType: "image/jpeg" }),
      ],
      invoiceNotAvailable: false,
      reference: "  ",
    };
    const payload = toProviderWithdrawalPayload(values);
    expect(payload).toEqual({
      amount: 150000,
      currency: 2,
      reasons: [3, 5, 6],
      provider: {
        bic: "BNBGBGSD",
        country: "BG",
        bank: "Bulgarian National Bank",
        iban: "BG80BNBG96611020345678",
        holder_name: "Rehabilitation Centre Vita",
        currency: 2,
      },
      comment: "",
      invoices: [
        { id: 5602, type: "file" },
        { id: 5603, type: "image" },
      ],
      invoiceNotAvailable: false,
      reference: null,
    });
    expect(providerWithdrawalPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("a provider whose account is in another currency is paid in the campaign's currency", () => {
    const payload = toProviderWithdrawalPayload({
      ...{ amount: "1500", reasons: [3], iban: providerExample.provider.iban, bic: "BNBGBGSD" },
      ...{
        country: "BG",
        bank: "BNB",
        holderName: "Vita",
        comment: "",
        invoiceNotAvailable: false,
      },
      currency: BGN,
      campaignCurrency: { id: 1 },
      invoices: [upload("done", { mediaId: 5602 })],
    });
    expect(payload.currency).toBe(1);
    expect(payload.provider.currency).toBe(2);
    expect(providerWithdrawalPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("a builder without a currency gives a payload the schema refuses on currency", () => {
    const payload = toProviderWithdrawalPayload({
      ...{ amount: "1", reasons: [1], iban: providerExample.provider.iban, bic: "BNBGBGSD" },
      ...{
        country: "BG",
        bank: "BNB",
        holderName: "Vita",
        comment: "",
        invoiceNotAvailable: false,
      },
      currency: null,
      invoices: [upload("done")],
    });
    expect(errorsOf(providerWithdrawalPayloadSchema, payload)).toEqual({
      currency: "forms.blocker.currency",
      "provider.currency": "forms.blocker.currency",
    });
  });
});

const ownerExample = {
  amount: 48000,
  reasons: [2],
  bank_account: 14,
  usage_report: "",
  comment: "Leki na październik.",
  invoices: [{ id: 5590, type: "image" }],
  currency: 3,
};

describe("ownerWithdrawalPayloadSchema", () => {
  it("accepts the contract's example", () => {
    expect(ownerWithdrawalPayloadSchema.parse(ownerExample)).toEqual(ownerExample);
  });

  it.each([
    {
      change: { usage_report: "spent on medicine" },
      errors: { usage_report: "forms.error.invalid" },
    },
    { change: { bank_account: 0 }, errors: { bank_account: "forms.error.invalid" } },
    { change: { amount: -100 }, errors: { amount: "forms.amount.error.sign" } },
    { change: { amount: 100.5 }, errors: { amount: "forms.amount.error.decimal" } },
    { change: { invoices: [] }, errors: { invoices: "withdraw.no_documents_appended" } },
    {
      change: { invoices: [], invoiceNotAvailable: true, comment: "  " },
      errors: { comment: "withdraw.write_comment" },
    },
  ])("$change -> $errors", ({ change, errors }) => {
    expect(errorsOf(ownerWithdrawalPayloadSchema, { ...ownerExample, ...change })).toEqual(errors);
  });

  it("the builder sends an empty usage report and the amount in minor units", () => {
    const payload = toOwnerWithdrawalPayload({
      amount: "480",
      reasons: [2],
      comment: " Leki na październik. ",
      invoices: [upload("done", { mediaId: 5590, mimeType: "image/png" })],
      invoiceNotAvailable: false,
      bankAccountId: 14,
      currencyId: 3,
    });
    expect(payload).toEqual({ ...ownerExample, invoiceNotAvailable: false });
    expect(ownerWithdrawalPayloadSchema.safeParse(payload).success).toBe(true);
  });
});

const transferExample = {
  amount: 20000,
  campaign_from: 1042,
  campaign_to: 2077,
  currency: 1,
  quote: null,
  motivational_message: "Maria's family wants to share what is left with the school.",
};

describe("transferFundsPayloadSchema", () => {
  it("accepts the contract's example", () => {
    expect(transferFundsPayloadSchema.parse(transferExample)).toEqual(transferExample);
  });

  it.each([
    { change: { campaign_to: 1042 }, errors: { campaign_to: "forms.error.same_campaign" } },
    { change: { campaign_to: 0 }, errors: { campaign_to: "forms.blocker.transfer_campaign" } },
    {
      change: { motivational_message: "" },
      errors: { motivational_message: "forms.blocker.motivational_message" },
    },
    {
      change: { motivational_message: "x".repeat(201) },
      errors: { motivational_message: "forms.error.too_long" },
    },
    { change: { motivational_message: "😀".repeat(200) }, errors: {} },
    { change: { amount: 0 }, errors: { amount: "withdraw.validator.sum_greater_zero" } },
    { change: { amount: -20000 }, errors: { amount: "forms.amount.error.sign" } },
    { change: { amount: 20000.5 }, errors: { amount: "forms.amount.error.decimal" } },
  ])("$change -> $errors", ({ change, errors }) => {
    expect(errorsOf(transferFundsPayloadSchema, { ...transferExample, ...change })).toEqual(errors);
  });

  it("the builder makes the contract's example from form values", () => {
    const payload = toTransferFundsPayload({
      amount: "200",
      campaignName: "Nueva biblioteca",
      motivationalMessage: transferExample.motivational_message,
      campaignFrom: 1042,
      campaignTo: 2077,
      currencyId: 1,
    });
    expect(payload).toEqual(transferExample);
  });
});

describe("documentsOrCommentErrors, the payloads' documents rule on its own", () => {
  const doc = [{ id: 5602, type: "file" }];
  it.each([
    { case: "documents", input: { invoices: doc, comment: "" }, errors: {} },
    {
      case: "documents, flag false",
      input: { invoices: doc, invoiceNotAvailable: false, comment: "" },
      errors: {},
    },
    {
      case: "nothing",
      input: { invoices: [], comment: "" },
      errors: { invoices: BLOCKER.documents },
    },
    {
      case: "a comment alone is not a document",
      input: { invoices: [], comment: "Why" },
      errors: { invoices: BLOCKER.documents },
    },
    {
      case: "declared absent, no comment",
      input: { invoices: [], invoiceNotAvailable: true, comment: "" },
      errors: { comment: BLOCKER.comment },
    },
    {
      case: "declared absent, a blank comment",
      input: { invoices: [], invoiceNotAvailable: true, comment: " \n " },
      errors: { comment: BLOCKER.comment },
    },
    {
      case: "declared absent with a comment",
      input: { invoices: [], invoiceNotAvailable: true, comment: "Cash at the desk." },
      errors: {},
    },
  ])("$case", ({ input, errors }) => {
    expect(documentsOrCommentErrors(input)).toEqual(errors);
  });
});

describe("a body of the wrong shape is refused, never read", () => {
  const shapes: unknown[] = [
    null,
    [],
    {},
    42,
    "text",
    { comment: 5 },
    { comment: {}, invoices: "x" },
  ];
  it.each(shapes.map((s) => [JSON.stringify(s), s] as const))("%s", (_name, body) => {
    for (const schema of [
      providerWithdrawalPayloadSchema,
      ownerWithdrawalPayloadSchema,
      transferFundsPayloadSchema,
    ]) {
      const result = z.safeParse(schema, body);
      expect(result.success).toBe(false);
    }
  });
  it("an owner withdrawal without a comment names the comment field", () => {
    const result = z.safeParse(ownerWithdrawalPayloadSchema, {
      amount: 100,
      reasons: [1],
      bank_account: 3,
      usage_report: "",
      invoices: [],
      invoiceNotAvailable: true,
      currency: 1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain("comment");
  });
});
