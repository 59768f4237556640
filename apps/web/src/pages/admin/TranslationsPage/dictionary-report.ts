// The translators' view of the 14 dictionaries (issue 13): for each language, the keys English has
// that it lacks (or leaves empty), and the keys it leaves exactly as English says them. Messages
// with no words of their own (only placeholders and signs: "{amount}", "·") are the same in
// every language, so they are not reported as English.
import { apiQuery, request } from "@causeway/api-client";
import { LOCALES, type Locale } from "@causeway/i18n";

export type Dictionary = Readonly<Record<string, string>>;

export interface KeyText {
  key: string;
  /** The English message, to translate from. */
  english: string;
}

export interface DictionaryReport {
  locale: Locale;
  /** The keys English has: every dictionary should have them all. */
  total: number;
  missing: KeyText[];
  englishEqual: KeyText[];
}

/** The languages translated from English. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== "en");

/** Whether a message has words of its own once its simple arguments ({name}) are taken out. */
export function hasWords(message: string): boolean {
  return /\p{L}/u.test(message.replace(/\{\s*[\w.]+\s*\}/gu, ""));
}

/** One language's missing and English-equal keys, in key order. */
export function dictionaryReport(
  locale: Locale,
  english: Dictionary,
  dictionary: Dictionary,
): DictionaryReport {
  const missing: KeyText[] = [];
  const englishEqual: KeyText[] = [];
  for (const key of Object.keys(english).sort()) {
    const source = english[key] ?? "";
    const own = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
    if (typeof own !== "string" || own.trim() === "") missing.push({ key, english: source });
    else if (own === source && hasWords(source)) englishEqual.push({ key, english: source });
  }
  return { locale, total: Object.keys(english).length, missing, englishEqual };
}

/**
 * Every translated language's report, from the dictionaries the server serves
 * (GET /api/v2/language/{locale}/translations). One query: the fourteen dictionaries are read and
 * compared where the query runs, and only the reports are kept (a server render sends the reports
 * to the browser, not a megabyte of dictionaries).
 */
export function dictionaryReportsQuery() {
  return apiQuery(["causeway", "dictionary-reports"] as const, async (api, signal) => {
    const read = (locale: Locale) =>
      request(
        api.GET("/api/v2/language/{locale}/translations", {
          params: { path: { locale } },
          signal,
        }),
      ).then((body) => body.response.translations as Dictionary);
    const [english, ...others] = await Promise.all([
      read("en"),
      ...TRANSLATED_LOCALES.map((locale) => read(locale)),
    ]);
    return TRANSLATED_LOCALES.map((locale, index) =>
      dictionaryReport(locale, english, others[index] ?? {}),
    );
  });
}
