import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { checkPayload, fieldErrorsOf } from "./field-errors";

const schema = z.object({
  amount: z.int().check(z.minimum(1, "withdraw.validator.sum_greater_zero")),
  provider: z.object({ iban: z.string().check(z.minLength(1, "withdraw.enter_iban")) }),
  note: z.string(),
});

describe("checkPayload", () => {
  it.each([
    {
      value: { amount: 100, provider: { iban: "DE89370400440532013000" }, note: "" },
      result: {
        ok: true,
        data: { amount: 100, provider: { iban: "DE89370400440532013000" }, note: "" },
      },
    },
    {
      value: { amount: 0, provider: { iban: "" }, note: "" },
      result: {
        ok: false,
        errors: {
          amount: "withdraw.validator.sum_greater_zero",
          "provider.iban": "withdraw.enter_iban",
        },
      },
    },
    // zod's own English messages never reach a user: they become forms.error.invalid.
    {
      value: { amount: 1, provider: { iban: "x" }, note: 5 },
      result: { ok: false, errors: { note: "forms.error.invalid" } },
    },
    { value: null, result: { ok: false, errors: { form: "forms.error.invalid" } } },
  ])("$value -> $result.ok", ({ value, result }) => {
    expect(checkPayload(schema, value)).toEqual(result);
  });

  it("keeps the first message of a field", () => {
    const issues = [
      { code: "custom", path: ["amount"], message: "a.first", input: 0 },
      { code: "custom", path: ["amount"], message: "a.second", input: 0 },
    ] as z.core.$ZodIssue[];
    expect(fieldErrorsOf(issues)).toEqual({ amount: "a.first" });
  });
});
