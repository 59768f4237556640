import { describe, expect, it } from "vitest";
import { amountToMinorUnits } from "./amount";
import {
  readWholeAmount,
  WHOLE_AMOUNT_MAX_MINOR,
  wholeAmountMessage,
  wholeAmountProblem,
  wholeAmountValue,
} from "./whole-amount";

describe("readWholeAmount", () => {
  it.each([
    // the locale's grouping separator, and the other one before exactly three digits
    { text: "1.234", locale: "de", digits: "1234" },
    { text: "1.234", locale: "bg", digits: "1234" },
    { text: "1 234", locale: "bg", digits: "1234" },
    { text: "1,234", locale: "en", digits: "1234" },
    { text: "1.234.567", locale: "de", digits: "1234567" },
    { text: "1\u202f234", locale: "fr", digits: "1234" },
    { text: "1'234", locale: "de", digits: "1234" },
    { text: "€1,500", locale: "en", digits: "1500" },
    // leading zeros cleared, an empty box stays empty
    { text: "007", locale: "en", digits: "7" },
    { text: "0", locale: "en", digits: "0" },
    { text: "", locale: "en", digits: "" },
    { text: "  ", locale: "de", digits: "" },
    { text: "999999999", locale: "en", digits: "999999999" },
  ])("$text in $locale is $digits", ({ text, locale, digits }) => {
    expect(readWholeAmount(text, locale)).toEqual({ ok: true, digits, zeroDecimals: false });
  });

  it.each([
    { text: "150,00", locale: "de", digits: "150" },
    { text: "150.00", locale: "en", digits: "150" },
    { text: "12.", locale: "en", digits: "12" },
    { text: "1.", locale: "de", digits: "1" },
  ])("$text in $locale is $digits with zero decimals", ({ text, locale, digits }) => {
    expect(readWholeAmount(text, locale)).toEqual({ ok: true, digits, zeroDecimals: true });
  });

  it.each([
    // the issue: a decimal part is refused, never dropped (150) or run together (15025)
    { text: "150,25", locale: "de", problem: "decimal" },
    { text: "150,25", locale: "en", problem: "decimal" },
    { text: "1.234,56", locale: "de", problem: "decimal" },
    { text: "1,234.56", locale: "en", problem: "decimal" },
    // the locale's decimal separator before three digits is a decimal part, not grouping
    { text: "1.234", locale: "en", problem: "decimal" },
    { text: "1,234", locale: "de", problem: "decimal" },
    { text: "1,234", locale: "bg", problem: "decimal" },
    // a sign is refused, never dropped
    { text: "-50", locale: "en", problem: "sign" },
    { text: "−50", locale: "de", problem: "sign" },
    { text: "+50", locale: "en", problem: "sign" },
    // not a number
    { text: "abc", locale: "en", problem: "format" },
    { text: "12a5", locale: "en", problem: "format" },
    { text: "1.2.3", locale: "de", problem: "format" },
    { text: "-", locale: "en", problem: "format" },
    // more than 9 digits (leading zeros do not count)
    { text: "1234567890", locale: "en", problem: "too_long" },
    { text: "99999999999999", locale: "en", problem: "too_long" },
    { text: "1.000.000.000", locale: "de", problem: "too_long" },
  ])("$text in $locale: $problem", ({ text, locale, problem }) => {
    expect(readWholeAmount(text, locale)).toEqual({ ok: false, problem });
  });

  it("counts leading zeros out of the 9 digits", () => {
    expect(readWholeAmount("000123456789", "en")).toMatchObject({ ok: true, digits: "123456789" });
  });
});

describe("wholeAmountValue and wholeAmountProblem", () => {
  it.each([
    // what the box gives the form, and what the form's check says of it (without the locale)
    { text: "1.234", locale: "de", value: "1234", problem: null },
    { text: "1,234", locale: "en", value: "1234", problem: null },
    { text: "1,234", locale: "de", value: "1,234", problem: "decimal" },
    { text: "1.234", locale: "en", value: "1.234", problem: "decimal" },
    { text: "150,25", locale: "bg", value: "150,25", problem: "decimal" },
    { text: "-50", locale: "de", value: "-50", problem: "sign" },
    { text: "abc", locale: "en", value: "abc", problem: "format" },
    { text: "1234567890", locale: "en", value: "1234567890", problem: "too_long" },
    { text: "", locale: "en", value: "", problem: null },
  ])("$text in $locale gives $value: $problem", ({ text, locale, value, problem }) => {
    expect(wholeAmountValue(text, locale)).toBe(value);
    expect(wholeAmountProblem(wholeAmountValue(text, locale))).toBe(problem);
  });

  it("never sends text it could not read as an amount", () => {
    for (const text of ["150,25", "-50", "1,234", "abc"]) {
      expect(amountToMinorUnits(wholeAmountValue(text, "de"))).toBe(0);
    }
  });

  it("names each problem with a dictionary key", () => {
    expect(wholeAmountMessage("-50")).toBe("forms.amount.error.sign");
    expect(wholeAmountMessage("150,25")).toBe("forms.amount.error.decimal");
    expect(wholeAmountMessage("x")).toBe("forms.amount.error.format");
    expect(wholeAmountMessage("1234567890")).toBe("forms.amount.error.too_long");
    expect(wholeAmountMessage("1500")).toBeNull();
  });

  it("the most the box takes is 999,999,999 in minor units", () => {
    expect(WHOLE_AMOUNT_MAX_MINOR).toBe(amountToMinorUnits("999999999"));
  });
});
