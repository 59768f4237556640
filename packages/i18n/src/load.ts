import type { Locale } from "./locales";
import type { Messages } from "./translator";

type Loader = () => Promise<{ default: Messages }>;

/** One lazy chunk per dictionary, so a page loads only its own language. */
const loaders: Record<Locale, Loader> = {
  en: () => import("../locales/en.json"),
  bg: () => import("../locales/bg.json"),
  es: () => import("../locales/es.json"),
  de: () => import("../locales/de.json"),
  pl: () => import("../locales/pl.json"),
  ru: () => import("../locales/ru.json"),
  fr: () => import("../locales/fr.json"),
  tr: () => import("../locales/tr.json"),
  pt: () => import("../locales/pt.json"),
  uk: () => import("../locales/uk.json"),
  el: () => import("../locales/el.json"),
  it: () => import("../locales/it.json"),
  ro: () => import("../locales/ro.json"),
  hu: () => import("../locales/hu.json"),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  const loader = loaders[locale];
  if (!loader) throw new Error(`Locale cannot be found: ${String(locale)}`);
  return (await loader()).default;
}
