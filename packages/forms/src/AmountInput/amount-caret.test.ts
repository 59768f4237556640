import { describe, expect, it } from "vitest";
import { caretAfterDigits, digitsBefore, nextCaret } from "./amount-caret";

describe("digitsBefore", () => {
  it.each([
    ["12,345", 0, 0],
    ["12,345", 2, 2],
    ["12,345", 3, 2],
    ["12,345", 4, 3],
    ["12,345", 99, 5],
    ["a1b2", 4, 2],
  ])("%s up to %i has %i digits", (text, caret, expected) => {
    expect(digitsBefore(text, caret)).toBe(expected);
  });
});

describe("caretAfterDigits", () => {
  it.each([
    ["12,345", 0, 0],
    ["12,345", 2, 2],
    ["12,345", 3, 4],
    ["12,345", 5, 6],
    ["12,345", 9, 6],
    ["1.234.567", 4, 5],
  ])("%s after %i digits is %i", (formatted, digits, expected) => {
    expect(caretAfterDigits(formatted, digits)).toBe(expected);
  });
});

describe("nextCaret", () => {
  it.each([
    // typed a 5th digit at the end: "1,2345" -> "12,345", caret at the end
    { raw: "1,2345", caret: 6, digits: "12345", formatted: "12,345", expected: 6 },
    // typed "9" between 1 and 2 of "1,234": "19,234" -> "19,234", caret after the 9
    { raw: "19,234", caret: 2, digits: "19234", formatted: "19,234", expected: 2 },
    // typed "9" after the comma of "1,234": "1,9234" -> "19,234", caret after the 9
    { raw: "1,9234", caret: 3, digits: "19234", formatted: "19,234", expected: 2 },
    // deleted the first digit of "12,345": ",2345"?? the raw is "2,345" here; caret at the start
    { raw: "2,345", caret: 0, digits: "2345", formatted: "2,345", expected: 0 },
    // leading zero typed before "5": "05" -> "5", caret after the 5
    { raw: "05", caret: 1, digits: "5", formatted: "5", expected: 0 },
    { raw: "05", caret: 2, digits: "5", formatted: "5", expected: 1 },
    // too long: the rules replace it with "1", caret at the end
    { raw: "1234567890", caret: 10, digits: "1", formatted: "1", expected: 1 },
    // a letter typed is dropped: caret stays after the digits before it
    { raw: "12a3", caret: 3, digits: "123", formatted: "123", expected: 2 },
  ])("$raw at $caret -> $formatted at $expected", ({ raw, caret, digits, formatted, expected }) => {
    expect(nextCaret(raw, caret, digits, formatted)).toBe(expected);
  });
});
