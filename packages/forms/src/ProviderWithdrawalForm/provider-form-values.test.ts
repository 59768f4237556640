import {
  checkPayload,
  existingUpload,
  providerSubmitState,
  providerWithdrawalPayloadSchema,
  toProviderWithdrawalPayload,
} from "@causeway/rules";
import { describe, expect, it } from "vitest";
import {
  EMPTY_PROVIDER_FORM,
  formErrorsOf,
  formFieldOf,
  type ProviderFormFields,
  toProviderValues,
} from "./provider-form-values";

const FILLED: ProviderFormFields = {
  amount: "1500",
  reasons: [3],
  bank: {
    iban: "BG80BNBG96611020345678",
    bic: "BNBGBGSD",
    bank: "Bulgarian National Bank",
    country: "BG",
    currency: { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
    holderName: "Rehabilitation Centre Vita",
    mode: "picked",
    locked: ["bic", "bank", "country", "currency", "holderName"],
    verificationFailed: false,
    verificationLimited: false,
  },
  reference: "INV-2026-118",
  comment: "",
  invoices: [existingUpload({ id: 5602, name: "invoice.pdf", mimeType: "application/pdf" })],
  invoiceNotAvailable: false,
};

describe("toProviderValues", () => {
  it("an empty form is blocked by every field", () => {
    expect(providerSubmitState(toProviderValues(EMPTY_PROVIDER_FORM)).blockers).toHaveLength(9);
  });
  it("a filled form passes the submit rule and the payload schema, in minor units", () => {
    const values = toProviderValues(FILLED);
    expect(providerSubmitState(values).enabled).toBe(true);
    const payload = toProviderWithdrawalPayload(values);
    expect(payload.amount).toBe(150000);
    expect(payload.provider.currency).toBe(2);
    expect(checkPayload(providerWithdrawalPayloadSchema, payload).ok).toBe(true);
  });
});

describe("formFieldOf", () => {
  it.each([
    ["amount", "amount"],
    ["provider.iban", "bank.iban"],
    ["provider.holder_name", "bank.holderName"],
    ["receiverName", "bank.holderName"],
    ["currency", "bank.currency"],
    ["invoices.0.id", "invoices"],
    ["reasons.3", "reasons"],
    ["something_else", "root.server"],
  ])("%s -> %s", (key, field) => {
    expect(formFieldOf(key)).toBe(field);
  });
});

describe("formErrorsOf", () => {
  it("keeps the first message per field", () => {
    expect(
      formErrorsOf({
        currency: "forms.blocker.currency",
        "provider.currency": "forms.error.invalid",
        amount: "withdraw.validator.sum_greater_zero",
      }),
    ).toEqual([
      ["bank.currency", "forms.blocker.currency"],
      ["amount", "withdraw.validator.sum_greater_zero"],
    ]);
  });
});
