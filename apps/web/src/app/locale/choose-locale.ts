import { DEFAULT_LOCALE, isLocale, type Locale } from "@causeway/i18n";

export const LOCALE_STORAGE_KEY = "causeway.lang";

export interface LocaleSources {
  /** The `lang` query parameter (000 §1: the language is switchable with it). */
  query?: string | null;
  /** The language chosen earlier on this device. */
  stored?: string | null;
  /** The browser's languages, most preferred first (navigator.languages). */
  browser?: readonly string[];
}

/** The interface language: ?lang=, else the stored choice, else the browser's, else English. */
export function chooseLocale({ query, stored, browser = [] }: LocaleSources): Locale {
  if (isLocale(query)) return query;
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
