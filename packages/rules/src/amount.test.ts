import { describe, expect, it } from "vitest";
import {
  type AmountBoxState,
  amountToMinorUnits,
  currencyFractionDigits,
  decimalSeparator,
  editAmountBox,
  formatAmountDisplay,
  isNonZeroAmount,
  parseAmountText,
  sanitizeAmountInput,
  textChange,
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
  ])("$text in $locale with $places decimals: $problem", ({ text, locale, places, problem }) => {
    expect(parseAmountText(text, { locale, fractionDigits: places })).toEqual({
      ok: false,
      problem,
    });
  });
});

describe("textChange", () => {
  it.each([
    ["", "1", 1, "1", ""],
    ["1,250", "1,2509", 6, "9", ""],
    ["1,250", "1,,250", 2, ",", ""],
    ["1,250", "1,25", 4, "", "0"],
    ["1,250", "1,50", 2, "", "2"],
    // a paste over the whole text, ending like it
    ["300", "1,250", 5, "1,250", "300"],
    ["300", "300", 3, "", ""],
    // typed in the middle
    ["1,250", "1,2.50", 4, ".", ""],
  ])("%j -> %j (caret %i) inserts %j and removes %j", (before, after, caret, inserted, removed) => {
    expect(textChange(before, after, caret)).toEqual({ inserted, removed });
  });
});

describe("editAmountBox", () => {
  const empty: AmountBoxState = { digits: "", notice: null, centsRefused: false };

  /** Keys typed one by one at the end of the box, as the box shows them after each. */
  function type(keys: string, locale = "en", start = empty): AmountBoxState {
    let state = start;
    for (const key of keys) {
      const shown = formatAmountDisplay(state.digits, locale);
      state = editAmountBox(state, shown, `${shown}${key}`, { locale });
    }
    return state;
  }
  /** Text pasted at the end of the box. */
  const paste = (text: string, locale = "en", start = empty) =>
    editAmountBox(
      start,
      formatAmountDisplay(start.digits, locale),
      `${formatAmountDisplay(start.digits, locale)}${text}`,
      { locale },
    );

  it.each([
    // typed: the separator and the cents after it are refused; never 100 times the amount
    { keys: "12.50", locale: "en", digits: "12", separator: "." },
    { keys: "12,50", locale: "en", digits: "12", separator: "," },
    { keys: "12,50", locale: "de", digits: "12", separator: "," },
    { keys: "12.50", locale: "de", digits: "12", separator: "." },
    { keys: "30,75", locale: "bg", digits: "30", separator: "," },
    { keys: ".5", locale: "en", digits: "", separator: "." },
  ])("typing $keys in $locale keeps $digits and says $separator was refused", (row) => {
    expect(type(row.keys, row.locale)).toEqual({
      digits: row.digits,
      notice: { kind: "separator", separator: row.separator },
      centsRefused: true,
    });
  });

  it.each([
    // pasted with a decimal separator: refused, the box keeps what it had
    { text: "12.50", locale: "en", separator: "." },
    { text: "12.00", locale: "en", separator: "." },
    { text: "1 234,56", locale: "bg", separator: "," },
    { text: "€1,234.56", locale: "en", separator: "." },
    { text: "1.250", locale: "en", separator: "." },
    { text: "1,250", locale: "de", separator: "," },
  ])("pasting $text in $locale is refused", ({ text, locale, separator }) => {
    const before = type("300", locale);
    expect(paste(text, locale, { ...before })).toEqual({
      digits: "300",
      notice: { kind: "separator", separator },
      centsRefused: true,
    });
  });

  it.each([
    // grouped thousands pass, as the spec's digits
    { text: "1,250", locale: "en", digits: "1250" },
    { text: "1.250", locale: "de", digits: "1250" },
    { text: "1.250", locale: "bg", digits: "1250" },
    { text: "1 000", locale: "fr", digits: "1000" },
    { text: "1,234,567", locale: "en", digits: "1234567" },
    { text: "€125", locale: "en", digits: "125" },
  ])("pasting $text in $locale gives $digits", ({ text, locale, digits }) => {
    expect(paste(text, locale)).toEqual({ digits, notice: null, centsRefused: false });
  });

  it("refuses a paste with cents over the whole text, and passes grouped thousands", () => {
    const before = type("300");
    expect(editAmountBox(before, "300", "12.50", { locale: "en", caret: 5 })).toMatchObject({
      digits: "300",
      notice: { kind: "separator", separator: "." },
    });
    expect(editAmountBox(before, "300", "1,250", { locale: "en", caret: 5 })).toEqual({
      digits: "1250",
      notice: null,
      centsRefused: false,
    });
  });

  it("says why a paste of more than 9 digits became 1", () => {
    expect(paste("99999999999")).toEqual({
      digits: "1",
      notice: { kind: "too_long" },
      centsRefused: false,
    });
  });

  it("keeps saying why while the typing goes on past 9 digits (the issue's 19)", () => {
    const typed = type("99999999999");
    expect(typed).toEqual({ digits: "19", notice: { kind: "too_long" }, centsRefused: false });
  });

  it("forgets the refused cents and the notice once the user deletes", () => {
    const refused = type("12.50");
    const deleted = editAmountBox(refused, "12", "1", { caret: 1 });
    expect(deleted).toEqual({ digits: "1", notice: null, centsRefused: false });
    expect(type("250", "en", deleted)).toEqual({
      digits: "1250",
      notice: null,
      centsRefused: false,
    });
  });

  it("keeps the spec's rules for everything else", () => {
    expect(type("abc")).toEqual({ digits: "0", notice: null, centsRefused: false });
    expect(type("0005")).toEqual({ digits: "5", notice: null, centsRefused: false });
    expect(type("1250")).toEqual({ digits: "1250", notice: null, centsRefused: false });
  });
});
