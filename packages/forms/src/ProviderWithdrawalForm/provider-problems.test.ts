import { EMPTY_IBAN_ENTRY } from "@causeway/rules";
import { describe, expect, it } from "vitest";
import { EMPTY_PROVIDER_FORM } from "./provider-form-values";
import { providerProblems } from "./provider-problems";

const run = (fields: typeof EMPTY_PROVIDER_FORM) => Object.fromEntries(providerProblems(fields));

describe("providerProblems", () => {
  it("puts the empty form's errors on its fields, the bank's under bank", () => {
    const errors = run(EMPTY_PROVIDER_FORM);
    expect(errors.amount).toBe("withdraw.validator.sum_greater_zero");
    expect(errors.reasons).toBe("withdraw.validator.choose_cost");
    expect(errors["bank.iban"]).toBe("withdraw.enter_iban");
    expect(errors["bank.holderName"]).toBe("withdraw.validator.enter_recipient");
    expect(errors.invoices).toBe("withdraw.no_documents_appended");
  });
  it.each([
    ["DE89370400440532013001", "forms.blocker.iban_invalid"],
    ["DE89370400440532013000", undefined],
  ])("IBAN %s -> %s", (iban, message) => {
    const errors = run({ ...EMPTY_PROVIDER_FORM, bank: { ...EMPTY_IBAN_ENTRY, iban } });
    expect(errors["bank.iban"]).toBe(message);
  });
});
