import { describe, expect, it } from "vitest";
import { BGN, upload } from "../test-fixtures";
import { bankAccountPayloadSchema, toBankAccountPayload } from "./bank-account";
import { checkPayload } from "./field-errors";

/** The contract's example (openapi.yaml, BankAccountPayload). */
const example = {
  campaign_id: 1042,
  bic: "RZBBBGSF",
  country: "BG",
  bank: "Raiffeisenbank Bulgaria",
  iban: "BG18RZBB91550123456789",
  holder_name: "Мария Петрова",
  currency: 2,
  documents: [{ id: 5610, type: "certificate" }],
};

describe("bankAccountPayloadSchema", () => {
  it("accepts the contract's example", () => {
    expect(checkPayload(bankAccountPayloadSchema, example)).toEqual({ ok: true, data: example });
  });

  it.each([
    { change: { iban: "" }, errors: { iban: "withdraw.enter_iban" } },
    { change: { iban: "BG18RZBB91550123456788" }, errors: { iban: "forms.blocker.iban_invalid" } },
    { change: { bic: "" }, errors: { bic: "forms.blocker.bic" } },
    { change: { country: "" }, errors: { country: "forms.blocker.country" } },
    { change: { bank: "" }, errors: { bank: "forms.blocker.bank" } },
    { change: { holder_name: "" }, errors: { holder_name: "forms.blocker.holder" } },
    { change: { holder_name: "x".repeat(151) }, errors: { holder_name: "forms.error.too_long" } },
    { change: { currency: 0 }, errors: { currency: "forms.blocker.currency" } },
    { change: { documents: [] }, errors: { documents: "forms.blocker.bank_documents" } },
    {
      change: { documents: [{ id: 1, type: "passport" }] },
      errors: { "documents.0.type": "forms.error.invalid" },
    },
    { change: { campaign_id: 0 }, errors: { campaign_id: "forms.error.invalid" } },
  ])("$change -> $errors", ({ change, errors }) => {
    const result = checkPayload(bankAccountPayloadSchema, { ...example, ...change });
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it("the builder sends only uploaded documents, with their type", () => {
    const certificate = upload("done", { mediaId: 5610, name: "bank-certificate.pdf" });
    const payload = toBankAccountPayload({
      campaignId: 1042,
      holderName: " Мария Петрова ",
      iban: "bg18 rzbb 9155 0123 4567 89",
      currency: BGN,
      bic: "rzbbbgsf",
      country: "bg",
      bank: "Raiffeisenbank Bulgaria",
      documents: [certificate, upload("errored"), upload("fetching")],
      documentType: (file) => (file.name.includes("certificate") ? "certificate" : "account"),
    });
    expect(payload).toEqual(example);
  });

  it("a payload without a holder (an older client) is still accepted", () => {
    const { holder_name: _, ...without } = example;
    expect(checkPayload(bankAccountPayloadSchema, without).ok).toBe(true);
  });
});
