// One form of address also in how it is written (issue 15: "one form of address per language"):
// register.test.ts checks that each dictionary uses one register; this checks that it spells it
// one way. Bulgarian, Russian and Ukrainian write the polite pronoun in lower case in the middle of
// a sentence ("вашата кампания", "ваш счёт"), as their interfaces do; Polish writes the familiar
// one with a capital, as a letter to the reader does ("Twoja zbiórka", "do Ciebie"); Romanian
// writes "dumneavoastră" in full, not "dvs.". A message that mixes the two reads as two writers.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "locales", `${locale}.json`), "utf8"));

/** Not where a sentence, an option of a plural or select, or a quotation starts. */
const MID_SENTENCE = String.raw`(?<![.!?:]\s|^|[{«„“]|[.!?]\s*[«„“])(?<!\p{L})`;

const WRONG: Record<string, { uses: string; pattern: RegExp }> = {
  bg: {
    uses: "ви, вие, ваш… (lower case)",
    pattern: new RegExp(
      `${MID_SENTENCE}(Ви|Вие|Вас|Ваш|Ваша|Ваше|Ваши|Вашия|Вашият|Вашата|Вашето|Вашите)(?!\\p{L})`,
      "u",
    ),
  },
  ru: {
    uses: "вы, ваш… (lower case)",
    pattern: new RegExp(
      `${MID_SENTENCE}(Вы|Вас|Вам|Вами|Ваш|Ваша|Ваше|Ваши|Вашего|Вашей|Вашим|Вашими|Ваших|Вашу|Вашем|Вашему)(?!\\p{L})`,
      "u",
    ),
  },
  uk: {
    uses: "ви, ваш… (lower case)",
    pattern: new RegExp(
      `${MID_SENTENCE}(Ви|Вас|Вам|Вами|Ваш|Ваша|Ваше|Ваші|Вашого|Вашої|Вашим|Вашими|Ваших|Вашу|Вашому|Вашій)(?!\\p{L})`,
      "u",
    ),
  },
  pl: {
    uses: "Ty, Twój, Ciebie… (capitalised)",
    pattern: new RegExp(
      `${MID_SENTENCE}(ty|ciebie|cię|tobie|ci|twój|twoja|twoje|twoi|twojego|twojej|twoim|twoją|twoich|twoimi|twojemu)(?!\\p{L})`,
      "u",
    ),
  },
  ro: { uses: "dumneavoastră (in full)", pattern: /(?<!\p{L})dvs\./iu },
};

describe("each dictionary writes its form of address one way", () => {
  it.each(Object.entries(WRONG))("%s", (locale, { uses, pattern }) => {
    const other = Object.entries(read(locale))
      .filter(([, message]) => pattern.test(message.replace(/\{\s*[\w.]+\s*,\s*\w+\s*,/g, "{")))
      .map(([key, message]) => `${key}: ${message}`);
    expect(other, `${locale} writes ${uses}`).toEqual([]);
  });

  it.each<[string, string, boolean]>([
    ["bg", "Промените Ви са запазени.", true],
    ["bg", "Промените ви са запазени. Вашата кампания е активна.", false],
    ["bg", "{count, plural, one {Вашата кампания} other {Вашите кампании}}", false],
    ["ru", "Деньги поступят на Ваш банковский счёт.", true],
    ["ru", "Вы подписаны на «{name}»: «Ваши новости»", false],
    ["pl", "Wypisano cię.", true],
    ["pl", "Ci darczyńcy wpłacili. Twoja zbiórka rośnie.", false],
    ["ro", "Datele dvs.", true],
    ["ro", "Datele dumneavoastră", false],
  ])("in %s, “%s” is written the other way: %s", (locale, message, other) => {
    const { pattern } = WRONG[locale] as { pattern: RegExp };
    expect(pattern.test(message.replace(/\{\s*[\w.]+\s*,\s*\w+\s*,/g, "{"))).toBe(other);
  });
});
