import { describe, expect, it } from "vitest";
import { EMPTY_IBAN_ENTRY } from "../rules";
import { EMPTY_PROVIDER_FORM } from "./provider-form-values";
import { providerResolver } from "./provider-resolver";

const run = (fields: typeof EMPTY_PROVIDER_FORM) =>
  providerResolver(fields, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("providerResolver", () => {
  it("puts the empty form's errors on its fields, nested under bank", async () => {
    const { errors } = await run(EMPTY_PROVIDER_FORM);
    expect(errors.amount?.message).toBe("withdraw.validator.sum_greater_zero");
    expect(errors.reasons?.message).toBe("withdraw.validator.choose_cost");
    expect(errors.bank?.iban?.message).toBe("withdraw.enter_iban");
    expect(errors.bank?.holderName?.message).toBe("withdraw.validator.enter_recipient");
    expect(errors.invoices?.message).toBe("withdraw.no_documents_appended");
  });
  it.each([
    ["DE89370400440532013001", "forms.blocker.iban_invalid"],
    ["DE89370400440532013000", undefined],
  ])("IBAN %s -> %s", async (iban, message) => {
    const { errors } = await run({
      ...EMPTY_PROVIDER_FORM,
      bank: { ...EMPTY_IBAN_ENTRY, iban },
    });
    expect(errors.bank?.iban?.message).toBe(message);
  });
});
