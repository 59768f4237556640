import { describe, expect, it } from "vitest";
import { BGN, upload } from "./test-fixtures";
import {
  type OwnerFormValues,
  ownerSubmitState,
  type ProviderFormValues,
  pendingDocumentsProblem,
  providerSubmitState,
  transferSubmitState,
} from "./withdraw-submit";

const provider: ProviderFormValues = {
  amount: "1500",
  reasons: [3],
  iban: "BG80BNBG96611020345678",
  currency: BGN,
  bic: "BNBGBGSD",
  country: "BG",
  bank: "Bulgarian National Bank",
  holderName: "Rehabilitation Centre Vita",
  comment: "",
  invoices: [upload("done")],
  invoiceNotAvailable: false,
};

describe("providerSubmitState", () => {
  it("a complete form may submit", () => {
    expect(providerSubmitState(provider)).toEqual({ enabled: true, blockers: [] });
  });

  it.each([
    { change: { amount: "" }, blockers: ["withdraw.validator.sum_greater_zero"] },
    { change: { amount: "0" }, blockers: ["withdraw.validator.sum_greater_zero"] },
    { change: { reasons: [] }, blockers: ["withdraw.validator.choose_cost"] },
    { change: { iban: "" }, blockers: ["withdraw.enter_iban"] },
    { change: { currency: null }, blockers: ["forms.blocker.currency"] },
    { change: { bic: "" }, blockers: ["forms.blocker.bic"] },
    { change: { country: " " }, blockers: ["forms.blocker.country"] },
    { change: { bank: "" }, blockers: ["forms.blocker.bank"] },
    { change: { holderName: "   " }, blockers: ["withdraw.validator.enter_recipient"] },
    { change: { invoices: [] }, blockers: ["withdraw.no_documents_appended"] },
    {
      change: { invoices: [upload("done"), upload("fetching")] },
      blockers: ["forms.blocker.documents_uploading"],
    },
    {
      change: { invoices: [upload("done"), upload("errored")] },
      blockers: ["forms.blocker.documents_failed"],
    },
    { change: { invoices: [], invoiceNotAvailable: true }, blockers: ["withdraw.write_comment"] },
    {
      change: { invoices: [], invoiceNotAvailable: true, comment: "Paid at the desk." },
      blockers: [],
    },
  ] as Array<{ change: Partial<ProviderFormValues>; blockers: string[] }>)(
    "with $change the blockers are $blockers",
    ({ change, blockers }) => {
      const state = providerSubmitState({ ...provider, ...change });
      expect(state).toEqual({ enabled: blockers.length === 0, blockers });
    },
  );

  it("an empty form lists everything, in the order of the fields", () => {
    const state = providerSubmitState({
      amount: "",
      reasons: [],
      iban: "",
      currency: null,
      bic: "",
      country: "",
      bank: "",
      holderName: "",
      comment: "",
      invoices: [],
      invoiceNotAvailable: false,
    });
    expect(state.enabled).toBe(false);
    expect(state.blockers).toEqual([
      "withdraw.validator.sum_greater_zero",
      "withdraw.validator.choose_cost",
      "withdraw.enter_iban",
      "forms.blocker.currency",
      "forms.blocker.bic",
      "forms.blocker.country",
      "forms.blocker.bank",
      "withdraw.validator.enter_recipient",
      "withdraw.no_documents_appended",
    ]);
  });
});

const owner: OwnerFormValues = {
  amount: "480",
  reasons: [2],
  comment: "",
  invoices: [upload("done")],
  invoiceNotAvailable: false,
};

describe("ownerSubmitState", () => {
  it.each([
    { change: {}, blockers: [] },
    { change: { amount: "0" }, blockers: ["withdraw.validator.sum_greater_zero"] },
    { change: { reasons: [] }, blockers: ["withdraw.validator.choose_cost"] },
    {
      change: { invoices: [upload("fetching")] },
      blockers: ["forms.blocker.documents_uploading", "withdraw.no_documents_appended"],
    },
    {
      change: { invoices: [], invoiceNotAvailable: true, comment: "" },
      blockers: ["withdraw.write_comment"],
    },
    {
      change: { invoices: [], invoiceNotAvailable: true, comment: "Leki na październik." },
      blockers: [],
    },
    {
      change: { amount: "", reasons: [], invoices: [] },
      blockers: [
        "withdraw.validator.sum_greater_zero",
        "withdraw.validator.choose_cost",
        "withdraw.no_documents_appended",
      ],
    },
  ] as Array<{ change: Partial<OwnerFormValues>; blockers: string[] }>)(
    "with $change the blockers are $blockers",
    ({ change, blockers }) => {
      expect(ownerSubmitState({ ...owner, ...change })).toEqual({
        enabled: blockers.length === 0,
        blockers,
      });
    },
  );
});

describe("transferSubmitState", () => {
  const transfer = {
    amount: "200",
    campaignName: "School library",
    motivationalMessage: "For the books.",
  };
  it.each([
    { change: {}, blockers: [] },
    { change: { amount: "" }, blockers: ["withdraw.validator.sum_greater_zero"] },
    { change: { amount: "0" }, blockers: ["withdraw.validator.sum_greater_zero"] },
    { change: { campaignName: "" }, blockers: ["forms.blocker.transfer_campaign"] },
    { change: { motivationalMessage: " " }, blockers: ["forms.blocker.motivational_message"] },
    {
      change: { amount: "", campaignName: "", motivationalMessage: "" },
      blockers: [
        "withdraw.validator.sum_greater_zero",
        "forms.blocker.transfer_campaign",
        "forms.blocker.motivational_message",
      ],
    },
  ])("with $change the blockers are $blockers", ({ change, blockers }) => {
    expect(transferSubmitState({ ...transfer, ...change })).toEqual({
      enabled: blockers.length === 0,
      blockers,
    });
  });
});

describe("pendingDocumentsProblem", () => {
  it.each([
    { invoices: [upload("done")], invoiceNotAvailable: false, problem: null },
    {
      invoices: [upload("done"), upload("fetching")],
      invoiceNotAvailable: false,
      problem: "forms.blocker.documents_uploading",
    },
    {
      invoices: [upload("done"), upload("errored")],
      invoiceNotAvailable: false,
      problem: "forms.blocker.documents_failed",
    },
    { invoices: [upload("fetching")], invoiceNotAvailable: true, problem: null },
  ])("$invoices.length file(s), unavailable $invoiceNotAvailable -> $problem", (values) => {
    expect(pendingDocumentsProblem(values)).toBe(values.problem);
  });
});
