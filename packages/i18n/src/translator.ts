import { compileMessage, type MessageValues } from "./icu";
import type { Locale } from "./locales";

export type Messages = Readonly<Record<string, string>>;
export type { MessageValues };
export type Translate = (key: string, values?: MessageValues) => string;

export interface Translator {
  locale: Locale;
  t: Translate;
  /** True when the dictionary (or its fallback) has the key. */
  has: (key: string) => boolean;
}

/**
 * A translator over one dictionary. Messages are ICU (plurals, selects, numbers); each is compiled
 * once and cached. A key missing from the dictionary falls back to `fallback` (English), and a key
 * missing from both comes back as the key itself so a gap is visible rather than blank.
 */
export function createTranslator(
  locale: Locale,
  messages: Messages,
  fallback: Messages = {},
): Translator {
  const compiled = new Map<string, (values?: MessageValues) => string>();

  function format(key: string): ((values?: MessageValues) => string) | undefined {
    const cached = compiled.get(key);
    if (cached) return cached;
    const own = messages[key];
    const source = own ?? fallback[key];
    if (source === undefined) return undefined;
    const message = compileMessage(source, own === undefined ? "en" : locale);
    compiled.set(key, message);
    return message;
  }

  return {
    locale,
    has: (key) => key in messages || key in fallback,
    t(key, values) {
      const message = format(key);
      if (!message) return key;
      return message(values);
    },
  };
}
