import type { Campaign } from "@causeway/api-client";
import { describe, expect, it } from "vitest";
import { firstStepOf, legacyFormErrors } from "./legacy-errors";
import { EMPTY_LEGACY_FORM, type LegacyFormFields } from "./legacy-form-values";
import { BGN, upload } from "./test-fixtures";

const FROM = { id: 1042, currency: { id: 1 } };
const bank: LegacyFormFields = {
  ...EMPTY_LEGACY_FORM,
  amount: "1500",
  reasons: [3],
  bank: {
    iban: "BG80BNBG96611020345678",
    bic: "BNBGBGSD",
    bank: "Bulgarian National Bank",
    country: "BG",
    currency: BGN,
    holderName: "Rehabilitation Centre Vita",
    mode: "picked",
    locked: ["bic", "bank", "country", "currency", "holderName"],
    verificationFailed: false,
    verificationLimited: false,
  },
  comment: "Invoice for the first month.",
  invoices: [upload("done")],
};
const target = { id: 2001, name: "Help Ivan see again" } as Campaign;
const campaign: LegacyFormFields = {
  ...EMPTY_LEGACY_FORM,
  amount: "250",
  campaign: target,
  motivationalMessage: "We fight the same illness.",
};
const withBank = (change: Partial<LegacyFormFields["bank"]>) => ({
  bank: { ...bank.bank, ...change },
});

describe("legacyFormErrors, bank tab", () => {
  it.each([
    { name: "complete", change: {}, errors: {} },
    {
      name: "no amount",
      change: { amount: "" },
      errors: { amount: "withdraw.validator.sum_greater_zero" },
    },
    {
      name: "no reason",
      change: { reasons: [] },
      errors: { reasons: "withdraw.validator.choose_cost" },
    },
    {
      name: "no recipient",
      change: withBank({ holderName: "" }),
      errors: { "bank.holderName": "withdraw.validator.enter_recipient" },
    },
    {
      name: "no IBAN (the legacy key, not the schema's)",
      change: withBank({ iban: "" }),
      errors: { "bank.iban": "withdraw.enter_iban" },
    },
    {
      name: "no BIC (from the payload schema)",
      change: withBank({ bic: "" }),
      errors: { "bank.bic": "forms.blocker.bic" },
    },
    {
      name: "no currency",
      change: withBank({ currency: null }),
      errors: { "bank.currency": "forms.blocker.currency" },
    },
    {
      name: "no comment (asked on every bank request, not only without documents)",
      change: { comment: " " },
      errors: { comment: "withdraw.legacy.write_comment" },
    },
    {
      name: "no comment, no documents declared",
      change: { comment: "", invoices: [], invoiceNotAvailable: true },
      errors: { comment: "withdraw.legacy.write_comment" },
    },
    {
      name: "no invoice",
      change: { invoices: [] },
      errors: { invoices: "withdraw.no_documents_appended" },
    },
    {
      name: "no invoice, declared",
      change: { invoices: [], invoiceNotAvailable: true },
      errors: {},
    },
    {
      name: "one done, one uploading",
      change: { invoices: [upload("done"), upload("fetching")] },
      errors: { invoices: "forms.blocker.documents_uploading" },
    },
    {
      name: "one done, one failed",
      change: { invoices: [upload("done"), upload("errored")] },
      errors: { invoices: "forms.blocker.documents_failed" },
    },
  ] as Array<{ name: string; change: Partial<LegacyFormFields>; errors: object }>)(
    "$name -> $errors",
    ({ change, errors }) => {
      const found = legacyFormErrors({ ...bank, ...change }, { tab: "bank", campaign: FROM });
      expect(Object.fromEntries(found)).toEqual(errors);
    },
  );

  it("lists the fields in the order of the form, step by step", () => {
    const found = legacyFormErrors(EMPTY_LEGACY_FORM, { tab: "bank", campaign: FROM });
    expect([...found.keys()]).toEqual([
      "amount",
      "reasons",
      "bank.iban",
      "bank.currency",
      "bank.bic",
      "bank.country",
      "bank.bank",
      "bank.holderName",
      "invoices",
      "comment",
    ]);
  });
});

describe("legacyFormErrors, campaign tab", () => {
  it.each([
    { name: "complete", change: {}, errors: {} },
    {
      name: "no amount",
      change: { amount: "0" },
      errors: { amount: "withdraw.validator.sum_greater_zero" },
    },
    {
      name: "no campaign",
      change: { campaign: null },
      errors: { campaign: "forms.blocker.transfer_campaign" },
    },
    {
      name: "no letter",
      change: { motivationalMessage: "  " },
      errors: { motivationalMessage: "forms.blocker.motivational_message" },
    },
    {
      name: "the campaign itself",
      change: { campaign: { ...target, id: 1042 } },
      errors: { campaign: "forms.error.same_campaign" },
    },
  ] as Array<{ name: string; change: Partial<LegacyFormFields>; errors: object }>)(
    "$name -> $errors",
    ({ change, errors }) => {
      const found = legacyFormErrors(
        { ...campaign, ...change },
        { tab: "campaign", campaign: FROM },
      );
      expect(Object.fromEntries(found)).toEqual(errors);
    },
  );
});

describe("firstStepOf", () => {
  it.each([
    [[], null],
    [["comment"], 3],
    [["comment", "bank.iban"], 2],
    [["invoices", "motivationalMessage", "amount"], 1],
    [["root.server"], 3],
  ] as const)("%j -> %s", (fields, step) => {
    expect(firstStepOf(fields)).toBe(step);
  });
});
