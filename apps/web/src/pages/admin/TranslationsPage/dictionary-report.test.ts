import type { Locale } from "@causeway/i18n";
import { readMessages } from "@causeway/i18n/node";
import { describe, expect, it } from "vitest";
import { dictionaryReport, hasWords, TRANSLATED_LOCALES } from "./dictionary-report";

const english = {
  "a.save": "Save",
  "a.count": "{count, plural, one {# donation} other {# donations}}",
  "a.amount": "{amount}",
  "a.dot": " · ",
  "b.iban": "IBAN",
  "b.greeting": "Hello, {name}!",
};

describe("dictionaryReport", () => {
  it("finds the keys a dictionary lacks or leaves empty, with the English to translate", () => {
    const report = dictionaryReport("bg", english, {
      "a.save": "Запазете",
      "a.count": "{count, plural, one {# дарение} other {# дарения}}",
      "a.amount": "{amount}",
      "a.dot": " · ",
      "b.greeting": "   ",
    });
    expect(report).toEqual({
      locale: "bg",
      total: 6,
      missing: [
        { key: "b.greeting", english: "Hello, {name}!" },
        { key: "b.iban", english: "IBAN" },
      ],
      englishEqual: [],
    });
  });

  it("finds messages left in English, but not those without words of their own", () => {
    const report = dictionaryReport("de", english, { ...english, "a.save": "Speichern" });
    expect(report.missing).toEqual([]);
    expect(report.englishEqual.map((entry) => entry.key)).toEqual([
      "a.count",
      "b.greeting",
      "b.iban",
    ]);
  });

  it("does not take a key only the language has, or an inherited property, for a translation", () => {
    const report = dictionaryReport("it", { toString: "To text" }, { extra: "In più" });
    expect(report.missing).toEqual([{ key: "toString", english: "To text" }]);
  });
});

describe("hasWords", () => {
  it.each([
    ["Save", true],
    ["{amount}", false],
    ["{ amount } · {count}", false],
    ["€{amount}", false],
    ["{count, plural, one {# item} other {# items}}", true],
    ["Ελληνικά", true],
  ])("%s: %s", (message, expected) => {
    expect(hasWords(message)).toBe(expected);
  });
});

describe("the dictionaries as they are", () => {
  const read = (locale: Locale): Record<string, string> => readMessages(locale);
  const en = read("en");

  it("covers the 13 languages translated from English", () => {
    expect(TRANSLATED_LOCALES).toHaveLength(13);
    expect(TRANSLATED_LOCALES).not.toContain("en");
  });

  it("reports what Bulgarian keeps in English (IBAN), and nothing that has no words", () => {
    const report = dictionaryReport("bg", en, read("bg"));
    expect(report.total).toBe(Object.keys(en).length);
    expect(report.englishEqual.map((entry) => entry.key)).toContain("forms.iban.label");
    expect(report.englishEqual.every((entry) => hasWords(entry.english))).toBe(true);
  });
});
