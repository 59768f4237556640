import type { Locale } from "./locales";
import type { Messages } from "./translator";

type Loader = () => Promise<{ default: Messages }>;

/**
 * The money widgets' dictionary (`@causeway/i18n/locales/widgets/<code>.json`), one lazy chunk per
 * language. The build points these imports at dist/locales/widgets (scripts/publish-locales.mjs).
 * In the workspace the full dictionaries stand in, here and for the package's own
 * `./locales/widgets/*.json` export: the widgets' copy exists only once built.
 */
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

/**
 * Loads the dictionary of the money widgets of `@causeway/forms` (the donate widget and the
 * withdrawal forms) in `locale`: about half of `loadMessages`'s. Any other component needs
 * `loadMessages`.
 */
export async function loadWidgetMessages(locale: Locale): Promise<Messages> {
  const loader = loaders[locale];
  if (!loader) throw new Error(`Locale cannot be found: ${String(locale)}`);
  return (await loader()).default;
}
