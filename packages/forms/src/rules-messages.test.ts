// @causeway/rules answers with dictionary keys and accepts the interface languages, but sees no
// other package of ours; this package sees both the rules and the dictionaries.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { LOCALES } from "@causeway/i18n";
import { LANGUAGE_CODES, RULE_MESSAGE_KEYS } from "@causeway/rules";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const dictionary = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(require.resolve(`@causeway/i18n/locales/${locale}.json`), "utf8"));

describe("the interface languages", () => {
  it("a language setting accepts are the 14 that have a dictionary, in the same order", () => {
    expect([...LANGUAGE_CODES]).toEqual([...LOCALES]);
  });
});

describe("the rules' messages", () => {
  it("are dictionary keys", () => {
    expect(RULE_MESSAGE_KEYS.length).toBeGreaterThanOrEqual(40);
    for (const key of RULE_MESSAGE_KEYS) expect(key).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
  });

  it.each(LOCALES)("are all in the %s dictionary", (locale) => {
    const messages = dictionary(locale);
    expect(RULE_MESSAGE_KEYS.filter((key) => !messages[key]?.trim())).toEqual([]);
  });

  it.each([
    "withdraw.validator.sum_greater_zero",
    "withdraw.validator.choose_cost",
    "withdraw.validator.enter_recipient",
    "withdraw.enter_iban",
    "withdraw.write_comment",
    "withdraw.no_documents_appended",
    "username.validation.only_latin_letters",
    "username.validation.special_characters",
    "username.validation.min.chars",
    "username.validation.username_taken",
    "report.validator.no_option_selected",
    "report.validator.name_empty",
    "report.validator.email_empty",
    "report.validator.description_empty",
    "post.no_content",
    "choose.campaign.required",
    "post.load_images_success",
  ])("keep the spec's key %s", (key) => {
    expect(RULE_MESSAGE_KEYS).toContain(key);
  });
});
