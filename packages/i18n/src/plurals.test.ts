// Every plural message names every CLDR category its language needs (issue 15: "every plural
// message has every CLDR category its language needs"): Polish and Russian need one, few, many and
// other; Romanian one, few and other; English one and other … A missing category falls back to
// "other", which reads wrong ("2 zbiórek" for "2 zbiórki").
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Message, parseMessage } from "./icu";

const dir = join(import.meta.dirname, "..", "locales");
const locales = readdirSync(dir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -5));

interface Plural {
  name: string;
  keys: string[];
  options: Record<string, Message>;
}

/** Every plural (cardinal) argument of a message, with its options. */
function plurals(parts: Message, found: Plural[] = []) {
  for (const part of parts) {
    if (typeof part === "string") continue;
    if (part.kind === "plural")
      found.push({ name: part.name, keys: Object.keys(part.options), options: part.options });
    if ("options" in part) for (const option of Object.values(part.options)) plurals(option, found);
  }
  return found;
}

/**
 * Spanish, French, Italian and Portuguese use "many" for round millions, where the number is a
 * noun and takes "de" (Italian "di") before what it counts: "1 000 000 de donaciones", "1 000 000
 * d’images", "1 000 000 di donazioni", "1 000 000 de donativos". A copy of "other" ("1 000 000
 * donaciones") is wrong. Only the words that are not nouns may follow the number directly (a
 * preposition or an adjective used on its own: "# sin leer", "# en attente", "# nuove").
 */
const ROMANCE_MANY: Record<string, { of: RegExp; alone: RegExp }> = {
  es: { of: /^de$/, alone: /^(sin|pendientes?|nuev[ao]s?)$/i },
  fr: { of: /^(de|d’.+)$/, alone: /^(en|non|nouveaux?|nouvelles?)$/i },
  it: { of: /^di$/, alone: /^(in|non|nuov[aeio])$/i },
  pt: { of: /^de$/, alone: /^(não|pendentes?|nov[ao]s?)$/i },
};

/** The word right after each # of an option ("" when none follows). */
function wordsAfterPound(option: Message): string[] {
  const words: string[] = [];
  option.forEach((part, index) => {
    if (typeof part === "string" || part.kind !== "pound") return;
    const next = option[index + 1];
    words.push(typeof next === "string" ? (/^\s+([\p{L}’]+)/u.exec(next)?.[1] ?? "") : "");
  });
  return words;
}

describe.each(locales)("%s", (locale) => {
  const messages = JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8")) as Record<
    string,
    string
  >;
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it(`gives every plural the categories ${needed.join(", ")}`, () => {
    const missing: string[] = [];
    for (const [key, source] of Object.entries(messages)) {
      for (const plural of plurals(parseMessage(source))) {
        const lacks = needed.filter((category) => !plural.keys.includes(category));
        if (lacks.length) missing.push(`${key} {${plural.name}}: ${lacks.join(", ")}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe.each(Object.keys(ROMANCE_MANY))("%s", (locale) => {
  const messages = JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8")) as Record<
    string,
    string
  >;
  const rule = ROMANCE_MANY[locale] as { of: RegExp; alone: RegExp };

  it("says a round million “de”/“di” before what it counts (plural category many)", () => {
    const wrong: string[] = [];
    for (const [key, source] of Object.entries(messages)) {
      for (const plural of plurals(parseMessage(source))) {
        const many = plural.options.many;
        if (!many) continue;
        for (const word of wordsAfterPound(many)) {
          if (word && !rule.of.test(word) && !rule.alone.test(word))
            wrong.push(`${key} {${plural.name}}: “# ${word}”`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("formats the many form for a million", () => {
    expect(new Intl.PluralRules(locale).select(1_000_000)).toBe("many");
  });
});

it.each<[string, string, boolean]>([
  ["es", "{n, plural, one {# donación} many {# de donaciones} other {# donaciones}}", true],
  ["es", "{n, plural, one {# donación} many {# donaciones} other {# donaciones}}", false],
  ["fr", "{n, plural, one {# autre image} many {# d’autres images} other {# autres images}}", true],
  ["fr", "{n, plural, one {# non lu} many {# non lus} other {# non lus}}", true],
  ["it", "{n, plural, one {# donazione} many {# donazioni} other {# donazioni}}", false],
])("in %s, “%s” says many right: %s", (locale, source, right) => {
  const rule = ROMANCE_MANY[locale] as { of: RegExp; alone: RegExp };
  const many = plurals(parseMessage(source))[0]?.options.many ?? [];
  const ok = wordsAfterPound(many).every((w) => !w || rule.of.test(w) || rule.alone.test(w));
  expect(ok).toBe(right);
});
