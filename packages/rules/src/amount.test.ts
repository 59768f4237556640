import { describe, expect, it } from "vitest";
import {
  amountToMinorUnits,
  currencyFractionDigits,
  decimalSeparator,
  formatAmountDisplay,
  hasAmountSign,
  isNonZeroAmount,
  parseAmountText,
} from "./amount";

describe("amountToMinorUnits", () => {
  it.each([
    { digits: "", minor: 0 },
    { digits: "0", minor: 0 },
    { digits: "1", minor: 100 },
    { digits: "125", minor: 12500 },
    { digits: "1500", minor: 150000 },
    { digits: "999999999", minor: 99999999900 },
    { digits: "007", minor: 700 },
    // text that is no clean digit string is never its digits run together
    { digits: "150,25", minor: 0 },
    { digits: "1.234", minor: 0 },
    { digits: "-50", minor: 0 },
    { digits: "1234567890", minor: 0 },
  ])("$digits major units are $minor minor units", ({ digits, minor }) => {
    const result = amountToMinorUnits(digits);
    expect(result).toBe(minor);
    expect(Number.isSafeInteger(result)).toBe(true);
  });
});

describe("isNonZeroAmount", () => {
  it.each([
    ["", false],
    ["0", false],
    ["000", false],
    ["1", true],
    ["10", true],
  ])("%j -> %s", (digits, expected) => {
    expect(isNonZeroAmount(digits)).toBe(expected);
  });
});

describe("formatAmountDisplay", () => {
  it.each([
    { digits: "", locale: "en", shown: "" },
    { digits: "5", locale: "en", shown: "5" },
    { digits: "1250", locale: "en", shown: "1,250" },
    { digits: "1250000", locale: "de", shown: "1.250.000" },
    { digits: "999999999", locale: "en", shown: "999,999,999" },
    { digits: "0042", locale: "en", shown: "42" },
  ])("$digits in $locale is shown as $shown", ({ digits, locale, shown }) => {
    expect(formatAmountDisplay(digits, locale)).toBe(shown);
  });

  it.each(["en", "de", "fr", "bg", "pl", "ru", "uk", "el", "hu", "ro", "tr", "pt", "it", "es"])(
    "the largest amount fits 12 characters in %s",
    (locale) => {
      expect(formatAmountDisplay("999999999", locale).length).toBeLessThanOrEqual(12);
    },
  );
});

describe("decimalSeparator", () => {
  it.each([
    ["en", "."],
    ["bg", ","],
    ["de", ","],
    ["fr", ","],
  ])("%s writes decimals after %j", (locale, separator) => {
    expect(decimalSeparator(locale)).toBe(separator);
  });
});

describe("currencyFractionDigits", () => {
  it.each([
    ["EUR", false, 2],
    ["RON", false, 2],
    ["BGN", false, 2],
    ["JPY", false, 0],
    ["HUF", true, 0],
    ["EUR", true, 0],
    ["XYZ", false, 2],
  ] as const)("%s (zeroBased %s) takes %i decimals", (code, zeroBased, digits) => {
    expect(currencyFractionDigits(code, zeroBased)).toBe(digits);
  });
});

describe("parseAmountText", () => {
  it.each([
    // whole amounts, in every locale
    { text: "125", locale: "en", places: 2, minor: 12500 },
    { text: "0", locale: "en", places: 2, minor: 0 },
    { text: "007", locale: "de", places: 2, minor: 700 },
    // the locale's decimal separator
    { text: "12.5", locale: "en", places: 2, minor: 1250 },
    { text: "12,50", locale: "de", places: 2, minor: 1250 },
    { text: "30,75", locale: "bg", places: 2, minor: 3075 },
    // the other one, before one or two digits
    { text: "12,5", locale: "en", places: 2, minor: 1250 },
    { text: "30,75", locale: "en", places: 2, minor: 3075 },
    { text: "12.50", locale: "de", places: 2, minor: 1250 },
    { text: "12.50", locale: "bg", places: 2, minor: 1250 },
    // half typed
    { text: "12.", locale: "en", places: 2, minor: 1200 },
    { text: "12,", locale: "de", places: 2, minor: 1200 },
    { text: ",5", locale: "de", places: 2, minor: 50 },
    // the other separator before three digits groups thousands
    { text: "1,250", locale: "en", places: 2, minor: 125000 },
    { text: "1.250", locale: "de", places: 2, minor: 125000 },
    { text: "1.250", locale: "bg", places: 2, minor: 125000 },
    // the locale's decimal separator before three digits stays decimal: only zeros may follow
    { text: "1.250", locale: "en", places: 2, minor: 125 },
    { text: "12,500", locale: "de", places: 2, minor: 1250 },
    // both separators: the last one is decimal
    { text: "1,234.56", locale: "en", places: 2, minor: 123456 },
    { text: "1.234,56", locale: "en", places: 2, minor: 123456 },
    { text: "1,234.56", locale: "de", places: 2, minor: 123456 },
    { text: "1.234.567,8", locale: "bg", places: 2, minor: 123456780 },
    // pasted: signs, codes, spaces and apostrophes
    { text: "€12.50", locale: "en", places: 2, minor: 1250 },
    { text: "12,50 €", locale: "de", places: 2, minor: 1250 },
    { text: "1 234,56", locale: "bg", places: 2, minor: 123456 },
    { text: "1\u00a0234,56\u00a0лв.", locale: "bg", places: 2, minor: 123456 },
    { text: "1\u202f234,56", locale: "fr", places: 2, minor: 123456 },
    { text: "RON 1,234.50", locale: "en", places: 2, minor: 123450 },
    { text: "1'234.50", locale: "de", places: 2, minor: 123450 },
    { text: " 25 ", locale: "en", places: 2, minor: 2500 },
    { text: "1.234.567", locale: "en", places: 2, minor: 123456700 },
    // whole units (HUF, JPY)
    { text: "1500", locale: "hu", places: 0, minor: 150000 },
    { text: "1 500", locale: "hu", places: 0, minor: 150000 },
    { text: "1.500", locale: "en", places: 0, minor: 150000 },
    { text: "1,500", locale: "de", places: 0, minor: 150000 },
    { text: "¥12,000", locale: "en", places: 0, minor: 1200000 },
    { text: "1500,00", locale: "hu", places: 0, minor: 150000 },
    // beyond any maximum: capped, still a safe integer
    { text: "99999999999999999999", locale: "en", places: 2, minor: Number.MAX_SAFE_INTEGER },
  ])("$text in $locale with $places decimals is $minor", ({ text, locale, places, minor }) => {
    const read = parseAmountText(text, { locale, fractionDigits: places });
    expect(read).toEqual({ ok: true, minor });
    if (read.ok) expect(Number.isSafeInteger(read.minor)).toBe(true);
  });

  it.each([
    // never read as a larger amount, never rounded
    { text: "12.505", locale: "en", places: 2, problem: "decimals" },
    { text: "1,255", locale: "de", places: 2, problem: "decimals" },
    { text: "12.5", locale: "hu", places: 0, problem: "whole" },
    { text: "12,50", locale: "en", places: 0, problem: "whole" },
    { text: "1500,5", locale: "hu", places: 0, problem: "whole" },
    // not a number as written
    { text: "", locale: "en", places: 2, problem: "format" },
    { text: "€", locale: "en", places: 2, problem: "format" },
    { text: ",", locale: "de", places: 2, problem: "format" },
    { text: "1,2,3", locale: "en", places: 2, problem: "format" },
    { text: "12.34.5", locale: "en", places: 2, problem: "format" },
    { text: "1.234,5,6", locale: "de", places: 2, problem: "format" },
    { text: "12,34.5.6", locale: "en", places: 2, problem: "format" },
    { text: "1 2a5", locale: "en", places: 2, problem: "format" },
    { text: "12-50", locale: "de", places: 2, problem: "format" },
    // a sign is refused, never dropped: "-50" is not 50
    { text: "-50", locale: "en", places: 2, problem: "sign" },
    { text: "€ -12,50", locale: "de", places: 2, problem: "sign" },
    { text: "50-", locale: "en", places: 2, problem: "sign" },
    { text: "\u221250", locale: "fr", places: 2, problem: "sign" },
    { text: "+50", locale: "en", places: 2, problem: "sign" },
  ])("$text in $locale with $places decimals: $problem", ({ text, locale, places, problem }) => {
    expect(parseAmountText(text, { locale, fractionDigits: places })).toEqual({
      ok: false,
      problem,
    });
  });
});

describe("hasAmountSign", () => {
  it.each([
    ["-50", true],
    ["50 -", true],
    ["EUR -50", true],
    ["\u201350", true],
    ["+50", true],
    ["50", false],
    ["12-50", false],
    ["-", false],
    ["€50", false],
  ])("%j -> %s", (text, signed) => {
    expect(hasAmountSign(text)).toBe(signed);
  });
});
