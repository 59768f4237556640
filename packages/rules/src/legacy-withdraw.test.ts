import { describe, expect, it } from "vitest";
import {
  firstStepWithError,
  type LegacyWithdrawValues,
  legacyStepErrors,
  legacyTabsVisible,
  validateLegacyWithdraw,
} from "./legacy-withdraw";
import { upload } from "./test-fixtures";

const bank: LegacyWithdrawValues = {
  amount: "1500",
  reasons: [1],
  receiverName: "Klinika Zdrowie",
  iban: "PL61109010140000071219812874",
  comment: "Faktura za rehabilitację.",
  invoices: [upload("done")],
  invoiceNotAvailable: false,
};

describe("validateLegacyWithdraw, bank tab", () => {
  it.each([
    { change: {}, errors: {} },
    { change: { amount: "" }, errors: { amount: "withdraw.validator.sum_greater_zero" } },
    { change: { amount: "0" }, errors: { amount: "withdraw.validator.sum_greater_zero" } },
    { change: { reasons: [] }, errors: { reasons: "withdraw.validator.choose_cost" } },
    {
      change: { receiverName: " " },
      errors: { receiverName: "withdraw.validator.enter_recipient" },
    },
    { change: { iban: "" }, errors: { iban: "withdraw.enter_iban" } },
    { change: { comment: "" }, errors: { comment: "withdraw.write_comment" } },
    { change: { invoices: [] }, errors: { invoices: "withdraw.no_documents_appended" } },
    {
      change: { invoices: [upload("fetching")] },
      errors: { invoices: "withdraw.no_documents_appended" },
    },
    {
      change: { invoices: [upload("done", { mediaId: null })] },
      errors: { invoices: "withdraw.no_documents_appended" },
    },
    { change: { invoices: [], invoiceNotAvailable: true }, errors: {} },
    {
      change: { amount: "", reasons: [], receiverName: "", iban: "", comment: "", invoices: [] },
      errors: {
        amount: "withdraw.validator.sum_greater_zero",
        reasons: "withdraw.validator.choose_cost",
        receiverName: "withdraw.validator.enter_recipient",
        iban: "withdraw.enter_iban",
        comment: "withdraw.write_comment",
        invoices: "withdraw.no_documents_appended",
      },
    },
  ] as Array<{ change: Partial<LegacyWithdrawValues>; errors: object }>)(
    "with $change -> $errors",
    ({ change, errors }) => {
      expect(validateLegacyWithdraw({ ...bank, ...change }, "bank")).toEqual(errors);
    },
  );
});

describe("validateLegacyWithdraw, campaign tab", () => {
  const campaign = {
    ...bank,
    reasons: [],
    receiverName: "",
    iban: "",
    comment: "",
    invoices: [],
    campaignTo: 2077,
    motivationalMessage: "For the school.",
  };
  it.each([
    { change: {}, errors: {} },
    { change: { campaignTo: null }, errors: { campaign_to: "forms.blocker.transfer_campaign" } },
    {
      change: { motivationalMessage: "" },
      errors: { motivational_message: "forms.blocker.motivational_message" },
    },
    { change: { amount: "0" }, errors: { amount: "withdraw.validator.sum_greater_zero" } },
  ] as Array<{ change: Partial<LegacyWithdrawValues>; errors: object }>)(
    "with $change -> $errors",
    ({ change, errors }) => {
      expect(validateLegacyWithdraw({ ...campaign, ...change }, "campaign")).toEqual(errors);
    },
  );
});

describe("steps", () => {
  const errors = validateLegacyWithdraw({ ...bank, iban: "", comment: "" }, "bank");
  it.each([
    { step: 1, errors: {} },
    { step: 2, errors: { iban: "withdraw.enter_iban" } },
    { step: 3, errors: { comment: "withdraw.write_comment" } },
  ] as const)("step $step shows $errors", ({ step, errors: expected }) => {
    expect(legacyStepErrors(errors, step)).toEqual(expected);
  });

  it.each([
    { errors: {}, step: null },
    { errors: { comment: "withdraw.write_comment" }, step: 3 },
    { errors: { comment: "x", iban: "y" }, step: 2 },
    { errors: { invoices: "x", amount: "y" }, step: 1 },
  ])("the first step with an error of $errors is $step", ({ errors: given, step }) => {
    expect(firstStepWithError(given)).toBe(step);
  });

  it.each([
    ["create", true],
    ["edit", false],
  ] as const)("in %s mode the tabs are visible: %s", (mode, visible) => {
    expect(legacyTabsVisible(mode)).toBe(visible);
  });
});
