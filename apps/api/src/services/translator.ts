import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createTranslator, type Locale, type Translator } from "@causeway/i18n";

const require = createRequire(import.meta.url);
const dictionaries = new Map<string, Record<string, string>>();

/** One dictionary of @causeway/i18n, read from its JSON file (works from src and from the bundle). */
export function dictionary(locale: string): Record<string, string> {
  let dict = dictionaries.get(locale);
  if (!dict) {
    const file = require.resolve(`@causeway/i18n/locales/${locale}.json`);
    dict = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    dictionaries.set(locale, dict);
  }
  return dict;
}

const translators = new Map<Locale, Translator>();

/**
 * The translator of @causeway/i18n for pages the server writes itself (ICU messages, English
 * where a key is missing), one per locale.
 */
export function serverTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, dictionary(locale), dictionary("en"));
    translators.set(locale, translator);
  }
  return translator;
}
