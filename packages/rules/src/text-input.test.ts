import { describe, expect, it } from "vitest";
import { findUnsafeText, hasControlCharacters, isSingleLine, MAX_JSON_DEPTH } from "./text-input";

describe("hasControlCharacters", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["bell", "ring\u0007"],
    ["escape", "\u001b[31mred"],
    ["DEL", "x\u007f"],
    ["C1 control", "next\u0085line"],
    ["a lone high surrogate", "a\ud800"],
    ["a lone low surrogate", "\udc00b"],
  ])("refuses %s", (_name, text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });
  it.each([
    ["plain text", "Help Maria walk again"],
    ["Cyrillic and emoji", "Помогнете на Мария 💙"],
    ["tab, line feed and carriage return", "line one\r\n\tline two"],
    ["the empty string", ""],
  ])("accepts %s", (_name, text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });
});

describe("isSingleLine", () => {
  it("refuses line breaks, tabs and the Unicode line separators", () => {
    for (const text of ["a\nb", "a\rb", "a\tb", "a\u2028b", "a\u2029b", "a\u000bb"])
      expect(isSingleLine(text), JSON.stringify(text)).toBe(false);
  });
  it("refuses control characters and accepts one line of any script", () => {
    expect(isSingleLine("a\u0000")).toBe(false);
    expect(isSingleLine("Fundacja Zdrowie — 100% 💙")).toBe(true);
  });
});

describe("findUnsafeText", () => {
  it("names the field of the first string holding a control character", () => {
    const body = { amount: 1, provider: { iban: "BG80", holder_name: "Vita\u0000" } };
    expect(findUnsafeText(body)).toEqual({
      field: "provider.holder_name",
      message: "validation.control_characters",
    });
  });
  it("names an array item by its index and the body itself for a bare string", () => {
    expect(findUnsafeText({ reasons: ["ok", "b\u0007"] })?.field).toBe("reasons.1");
    expect(findUnsafeText("\u0000")?.field).toBe("body");
  });
  it("refuses a control character in a key", () => {
    expect(findUnsafeText({ "k\u0000": "v" })?.message).toBe("validation.control_characters");
  });
  it("refuses nesting deeper than the limit without exhausting the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(findUnsafeText(deep)).toEqual({
      field: expect.any(String),
      message: "validation.too_deep",
    });
    let ok: unknown = "leaf";
    for (let i = 0; i < MAX_JSON_DEPTH - 1; i++) ok = [ok];
    expect(findUnsafeText(ok)).toBeNull();
  });
  it("accepts an ordinary payload", () => {
    expect(
      findUnsafeText({ title: "First week", content: "<p>Thank you!\n</p>", image_ids: [1, 2] }),
    ).toBeNull();
  });
});
