import { describe, expect, it } from "vitest";
import { type BankAccountFormValues, bankAccountSubmitState } from "./bank-account-submit";
import { BGN, upload } from "./test-fixtures";

const account: BankAccountFormValues = {
  holderName: "Мария Петрова",
  iban: "BG18RZBB91550123456789",
  currency: BGN,
  bic: "RZBBBGSF",
  country: "BG",
  bank: "Raiffeisenbank Bulgaria",
  documents: [upload("done", { name: "bank-certificate.pdf" })],
};

describe("bankAccountSubmitState", () => {
  it.each([
    { case: "complete", change: {}, blockers: [] },
    {
      case: "IBAN typed with spaces",
      change: { iban: "bg18 rzbb 9155 0123 4567 89" },
      blockers: [],
    },
    { case: "no IBAN", change: { iban: "" }, blockers: ["withdraw.enter_iban"] },
    {
      case: "mistyped IBAN",
      change: { iban: "BG18RZBB91550123456788" },
      blockers: ["forms.blocker.iban_invalid"],
    },
    {
      case: "short IBAN",
      change: { iban: "BG18RZBB9155" },
      blockers: ["forms.blocker.iban_invalid"],
    },
    {
      case: "the server refused the IBAN",
      change: { serverIbanError: "withdraw.enter_iban" },
      blockers: ["forms.blocker.iban_invalid"],
    },
    { case: "no currency", change: { currency: null }, blockers: ["forms.blocker.currency"] },
    { case: "no BIC", change: { bic: "" }, blockers: ["forms.blocker.bic"] },
    { case: "no country", change: { country: "" }, blockers: ["forms.blocker.country"] },
    { case: "no holder", change: { holderName: "  " }, blockers: ["forms.blocker.holder"] },
    { case: "no bank", change: { bank: "" }, blockers: ["forms.blocker.bank"] },
    { case: "no document", change: { documents: [] }, blockers: ["forms.blocker.bank_documents"] },
    {
      case: "a document pending",
      change: { documents: [upload("done"), upload("fetching")] },
      blockers: ["forms.blocker.documents_uploading"],
    },
    {
      case: "a document failed",
      change: { documents: [upload("done"), upload("errored")] },
      blockers: ["forms.blocker.documents_failed"],
    },
  ] as Array<{ case: string; change: Partial<BankAccountFormValues>; blockers: string[] }>)(
    "$case -> $blockers",
    ({ change, blockers }) => {
      expect(bankAccountSubmitState({ ...account, ...change })).toEqual({
        enabled: blockers.length === 0,
        blockers,
      });
    },
  );
});
