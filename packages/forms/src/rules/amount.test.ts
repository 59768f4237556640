import { describe, expect, it } from "vitest";
import {
  amountToMinorUnits,
  formatAmountDisplay,
  isNonZeroAmount,
  sanitizeAmountInput,
} from "./amount";

describe("sanitizeAmountInput", () => {
  it.each([
    // digits only
    { typed: "125", shown: "125" },
    { typed: "1 000", shown: "1000" },
    { typed: "1,250.50", shown: "125050" },
    { typed: "-40", shown: "40" },
    { typed: "12abc3", shown: "123" },
    // non-numeric becomes 0
    { typed: "abc", shown: "0" },
    { typed: "€", shown: "0" },
    { typed: " ", shown: "0" },
    // an empty box stays empty
    { typed: "", shown: "" },
    // leading zero cleared
    { typed: "05", shown: "5" },
    { typed: "0005", shown: "5" },
    { typed: "0", shown: "0" },
    { typed: "000", shown: "0" },
    { typed: "100", shown: "100" },
    // at most 9 digits; longer becomes 1
    { typed: "999999999", shown: "999999999" },
    { typed: "1234567890", shown: "1" },
    { typed: "99999999999999", shown: "1" },
    // leading zeros do not count towards the 9 digits
    { typed: "000123456789", shown: "123456789" },
  ])("typing $typed shows $shown", ({ typed, shown }) => {
    expect(sanitizeAmountInput(typed)).toBe(shown);
  });
});

describe("amountToMinorUnits", () => {
  it.each([
    { digits: "", minor: 0 },
    { digits: "0", minor: 0 },
    { digits: "1", minor: 100 },
    { digits: "125", minor: 12500 },
    { digits: "1500", minor: 150000 },
    { digits: "999999999", minor: 99999999900 },
    { digits: "007", minor: 700 },
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
