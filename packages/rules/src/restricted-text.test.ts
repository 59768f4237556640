import { describe, expect, it } from "vitest";
import { MOTIVATIONAL_LETTER_MAX, RECIPIENT_NAME_MAX } from "./constants";
import { charCount, restrictText } from "./restricted-text";

describe("restrictText", () => {
  it.each([
    { text: "", max: 5, value: "", remaining: 5, truncated: false },
    { text: "abc", max: 5, value: "abc", remaining: 2, truncated: false },
    { text: "abcde", max: 5, value: "abcde", remaining: 0, truncated: false },
    { text: "abcdef", max: 5, value: "abcde", remaining: 0, truncated: true },
    { text: "Мария Петрова", max: 5, value: "Мария", remaining: 0, truncated: true },
    // An emoji is one character and is not cut in half.
    { text: "ab😀cd", max: 3, value: "ab😀", remaining: 0, truncated: true },
    { text: "😀😀", max: 3, value: "😀😀", remaining: 1, truncated: false },
  ])("$text limited to $max -> $value ($remaining left)", ({ text, max, ...expected }) => {
    expect(restrictText(text, max)).toEqual(expected);
  });

  it.each([
    { field: "recipient name", max: RECIPIENT_NAME_MAX, limit: 150 },
    { field: "motivational letter", max: MOTIVATIONAL_LETTER_MAX, limit: 200 },
  ])("the $field keeps $limit characters and drops the rest", ({ max, limit }) => {
    const typed = "x".repeat(limit + 25);
    const result = restrictText(typed, max);
    expect(result.value).toHaveLength(limit);
    expect(result.remaining).toBe(0);
    expect(restrictText(typed.slice(0, limit - 1), max).remaining).toBe(1);
  });
});

describe("charCount", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["ĂŞŢ", 3],
    ["😀", 1],
  ])("%j has %i characters", (text, count) => {
    expect(charCount(text)).toBe(count);
  });
});
