import { describe, expect, it } from "vitest";
import { transferErrorsOf } from "./transfer-errors";

describe("transferErrorsOf", () => {
  it.each([
    [
      { amount: "withdraw.validator.sum_greater_zero" },
      { amount: "withdraw.validator.sum_greater_zero" },
    ],
    [{ campaign_to: "forms.error.same_campaign" }, { campaign: "forms.error.same_campaign" }],
    [
      { motivational_message: "forms.blocker.motivational_message" },
      { letter: "forms.blocker.motivational_message" },
    ],
    [
      { currency: "forms.blocker.currency", campaign_from: "forms.error.invalid" },
      { form: "forms.blocker.currency" },
    ],
    [{ unknown: "Something" }, { form: "Something" }],
  ])("%o -> %o", (errors, expected) => {
    expect(transferErrorsOf(errors)).toEqual(expected);
  });
});
