// Typography of the 14 dictionaries (issue 15: "typographic apostrophes in French"): an apostrophe
// is ’ (U+2019), never the typewriter ' (which is also ICU's quoting character: "'{'" is a literal
// brace, so a stray one can swallow an argument); each language quotes with its own marks; French
// puts its narrow no-break space (U+202F) inside « » and before ; ! ? and %, and a no-break space
// (U+00A0) before :, so that a line never starts with the mark.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = join(import.meta.dirname, "..", "locales");
const locales = readdirSync(dir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -5));
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8"));

/**
 * Messages that still say ' because a story finds them by that text; each names the story, and
 * goes once the story is updated with the message.
 */
const PENDING_APOSTROPHES: Record<string, Record<string, string>> = {
  en: {
    "forms.blocker.bank": "ProviderWithdrawalForm.stories.tsx",
    "forms.blocker.country": "ProviderWithdrawalForm.stories.tsx",
    "forms.iban.locked": "ProviderWithdrawalForm.stories.tsx",
    "forms.iban.own_description": "IbanField.stories.tsx",
    "forms.currency.converted": "ProviderWithdrawalForm.stories.tsx",
    "withdraw.validator.enter_recipient": "ProviderWithdrawalForm.stories.tsx",
    "forms.currency.converted_own": "WithdrawPage.stories.tsx",
    "forms.error.logo_required": "BusinessDetailsForm.stories.tsx",
  },
};

/** Each language's quotation marks, opening then closing. */
const QUOTES: Record<string, [string, string]> = {
  en: ["“", "”"],
  tr: ["“", "”"],
  bg: ["„", "“"],
  de: ["„", "“"],
  pl: ["„", "”"],
  ro: ["„", "”"],
  hu: ["„", "”"],
  es: ["«", "»"],
  fr: ["«", "»"],
  it: ["«", "»"],
  pt: ["«", "»"],
  ru: ["«", "»"],
  uk: ["«", "»"],
  el: ["«", "»"],
};

const ALL_QUOTES = /["«»“”„‟‹›‘‚]/gu;

/** What is wrong with the quotation marks of a message, or undefined. */
function quotingProblem(message: string, [open, close]: [string, string]): string | undefined {
  let depth = 0;
  for (const mark of message.match(ALL_QUOTES) ?? []) {
    // German and Bulgarian close with “, the mark English opens with: it is theirs only to close.
    if (mark === open) depth++;
    else if (mark === close && depth > 0) depth--;
    else return `“${mark}” is not a quotation mark here (${open}…${close})`;
  }
  return depth === 0 ? undefined : `an unclosed ${open}`;
}

/** French spacing: what is wrong, or undefined. */
function frenchSpacingProblem(message: string): string | undefined {
  if (/«(?!\u202f)/u.test(message)) return "« without a narrow no-break space after it";
  if (/(?<!\u202f)»/u.test(message)) return "» without a narrow no-break space before it";
  if (/(?<!\u202f)[;!?%]/u.test(message)) return "; ! ? or % without a narrow no-break space";
  if (/[ \t\u202f]:|(?<=\p{L}|\p{N}|[}»)]):(?=\s|$)/u.test(message))
    return ": without a no-break space before it";
  return undefined;
}

describe.each(locales)("%s", (locale) => {
  const messages = read(locale);
  const pending = PENDING_APOSTROPHES[locale] ?? {};

  it("writes the apostrophe ’, not '", () => {
    const typewriter = Object.entries(messages)
      .filter(([key, message]) => message.includes("'") && !(key in pending))
      .map(([key, message]) => `${key}: ${message}`);
    expect(typewriter).toEqual([]);
  });

  it(`quotes with ${QUOTES[locale]?.join("…")}`, () => {
    const marks = QUOTES[locale] as [string, string];
    const wrong = Object.entries(messages)
      .map(([key, message]) => [key, quotingProblem(message, marks)])
      .filter(([, problem]) => problem)
      .map(([key, problem]) => `${key}: ${problem}`);
    expect(wrong).toEqual([]);
  });
});

it.each(Object.entries(PENDING_APOSTROPHES))(
  "%s lists as pending only messages that still say '",
  (locale, pending) => {
    const messages = read(locale);
    const done = Object.keys(pending).filter((key) => !messages[key]?.includes("'"));
    expect(done, "these use ’ now: take them off the pending list").toEqual([]);
  },
);

describe("French", () => {
  it("spaces « », ; ! ? % and : with no-break spaces", () => {
    const wrong = Object.entries(read("fr"))
      .map(([key, message]) => [key, frenchSpacingProblem(message)])
      .filter(([, problem]) => problem)
      .map(([key, problem]) => `${key}: ${problem}`);
    expect(wrong).toEqual([]);
  });

  it.each<[string, boolean]>([
    ["Merci pour votre don\u202f!", true],
    ["Merci pour votre don !", false],
    ["Merci pour votre don!", false],
    ["Aller à «\u202f{step}\u202f»", true],
    ["Aller à « {step} »", false],
    ["Causeway\u00a0: collectez des fonds", true],
    ["Causeway : collectez des fonds", false],
    ["Causeway: collectez des fonds", false],
    ["avec 0\u202f% de frais", true],
    ["avec 0 % de frais", false],
    ["https://causeway.example", true],
  ])("“%s” is spaced right: %s", (message, right) => {
    expect(frenchSpacingProblem(message) === undefined).toBe(right);
  });
});

it.each<[string, string, boolean]>([
  ["de", "Die Kampagne „{name}“ ist beendet.", true],
  ["de", "Die Kampagne “{name}” ist beendet.", false],
  ["bg", "Кампанията „{name}“ приключи.", true],
  ["pt", "Resultados para «{words}»", true],
  ["pt", "Resultados para “{words}”", false],
  ["en", "Results for “{words}", false],
])("in %s, “%s” is quoted right: %s", (locale, message, right) => {
  expect(quotingProblem(message, QUOTES[locale] as [string, string]) === undefined).toBe(right);
});
