import { describe, expect, it } from "vitest";
import { formatMoney, numberFormat, toMajorUnits, toMinorUnits } from "./money";

describe("toMinorUnits", () => {
  it.each([
    { major: "12", minor: 1200 },
    { major: "12.5", minor: 1250 },
    { major: "12,50", minor: 1250 },
    { major: "0.01", minor: 1 },
    { major: "0,1", minor: 10 },
    { major: "12.", minor: 1200 },
    { major: "007", minor: 700 },
    { major: " 1 500 ", minor: 150000 },
    { major: "-3.07", minor: -307 },
    { major: "-0", minor: 0 },
    { major: "999999999", minor: 99999999900 },
    // The float trap: 1.15 * 100 is 114.99999999999999 in float maths; the digits give 115.
    { major: "1.15", minor: 115 },
    { major: 1.15, minor: 115 },
    { major: 19.99, minor: 1999 },
    { major: 42, minor: 4200 },
  ])("$major -> $minor", ({ major, minor }) => {
    expect(toMinorUnits(major)).toBe(minor);
  });

  it.each([
    { major: "", reason: "empty" },
    { major: "1.234", reason: "three decimals" },
    { major: "1,234.5", reason: "a grouping separator" },
    { major: "12 EUR", reason: "a currency" },
    { major: ".5", reason: "no whole part" },
    { major: "1e3", reason: "exponent notation" },
    { major: 0.1 + 0.2, reason: "a float with hidden decimals" },
    { major: Number.NaN, reason: "NaN" },
    { major: Number.POSITIVE_INFINITY, reason: "Infinity" },
  ])("rejects $major ($reason)", ({ major }) => {
    expect(() => toMinorUnits(major)).toThrow(TypeError);
  });

  it("rejects amounts beyond the safe integer range", () => {
    expect(() => toMinorUnits("90071992547409.92")).toThrow(RangeError);
  });
});

describe("toMajorUnits", () => {
  it.each([
    { minor: 0, major: "0.00" },
    { minor: 1, major: "0.01" },
    { minor: 1250, major: "12.50" },
    { minor: -307, major: "-3.07" },
    { minor: 99999999900, major: "999999999.00" },
    { minor: Number.MAX_SAFE_INTEGER, major: "90071992547409.91" },
  ])("$minor -> $major", ({ minor, major }) => {
    expect(toMajorUnits(minor)).toBe(major);
  });

  it.each([12.5, Number.NaN, 2 ** 60])("rejects %s", (minor) => {
    expect(() => toMajorUnits(minor)).toThrow(TypeError);
  });

  it("round-trips every amount of a sample", () => {
    for (const minor of [0, 5, 99, 100, 101, 123456, -42, 2 ** 40 + 7]) {
      expect(toMinorUnits(toMajorUnits(minor))).toBe(minor);
    }
  });
});

describe("formatMoney", () => {
  // Intl output uses narrow/non-breaking spaces; compare with plain spaces.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

  it.each([
    { minor: 123450, currency: "EUR", locale: "en", text: "€1,234.50" },
    { minor: 123450, currency: "EUR", locale: "de", text: "1.234,50 €" },
    { minor: 500, currency: "BGN", locale: "en", text: "BGN 5.00" },
    { minor: 4800, currency: "PLN", locale: "pl", text: "48,00 zł" },
    { minor: 1999, currency: "USD", locale: "en-US", text: "$19.99" },
    { minor: -307, currency: "GBP", locale: "en-GB", text: "-£3.07" },
  ])("$minor $currency in $locale -> $text", ({ minor, currency, locale, text }) => {
    expect(plain(formatMoney(minor, currency, locale))).toBe(text);
  });

  it("hides minor units on request", () => {
    expect(plain(formatMoney(2000000, "HUF", "hu", { hideMinorUnits: true }))).toBe("20 000 Ft");
  });

  it("formats amounts beyond float precision exactly", () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, "EUR", "en")).toBe("€90,071,992,547,409.91");
  });
});

describe("numberFormat", () => {
  it("builds a formatter once per locale and options", () => {
    const percent = numberFormat("en", { style: "percent", maximumFractionDigits: 1 });
    expect(numberFormat("en", { style: "percent", maximumFractionDigits: 1 })).toBe(percent);
    expect(percent.format(0.094)).toBe("9.4%");
    expect(numberFormat("de", { style: "percent", maximumFractionDigits: 1 })).not.toBe(percent);
    expect(numberFormat("en", { style: "percent" })).not.toBe(percent);
    expect(numberFormat("en", { style: "percent" }).format(0.094)).toBe("9%");
  });
});
