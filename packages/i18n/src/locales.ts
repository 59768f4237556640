/** The 14 interface languages of spec 000 §1, in the spec's order. English is the source dictionary. */
export const LOCALES = [
  "en",
  "bg",
  "es",
  "de",
  "pl",
  "ru",
  "fr",
  "tr",
  "pt",
  "uk",
  "el",
  "it",
  "ro",
  "hu",
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Each language's name in itself, for a language selector. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  bg: "Български",
  es: "Español",
  de: "Deutsch",
  pl: "Polski",
  ru: "Русский",
  fr: "Français",
  tr: "Türkçe",
  pt: "Português",
  uk: "Українська",
  el: "Ελληνικά",
  it: "Italiano",
  ro: "Română",
  hu: "Magyar",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks a supported locale from a `lang` parameter or an Accept-Language style list
 * ("de-AT,de;q=0.9,en;q=0.8"); falls back to English.
 */
export function resolveLocale(input: string | null | undefined): Locale {
  if (!input) return DEFAULT_LOCALE;
  for (const part of input.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    const base = tag.split("-")[0];
    if (isLocale(tag)) return tag;
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
