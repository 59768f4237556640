import type { Locale } from "./locales";
import type { Messages } from "./translator";

type Loader = () => Promise<{ default: Messages }>;

/** One lazy chunk per dictionary, so a page loads only its own language. */
const loaders: Record<Locale, Loader> = {
  en: () => import("../locales/en.json", { with: { type: "json" } }),
  bg: () => import("../locales/bg.json", { with: { type: "json" } }),
  es: () => import("../locales/es.json", { with: { type: "json" } }),
  de: () => import("../locales/de.json", { with: { type: "json" } }),
  pl: () => import("../locales/pl.json", { with: { type: "json" } }),
  ru: () => import("../locales/ru.json", { with: { type: "json" } }),
  fr: () => import("../locales/fr.json", { with: { type: "json" } }),
  tr: () => import("../locales/tr.json", { with: { type: "json" } }),
  pt: () => import("../locales/pt.json", { with: { type: "json" } }),
  uk: () => import("../locales/uk.json", { with: { type: "json" } }),
  el: () => import("../locales/el.json", { with: { type: "json" } }),
  it: () => import("../locales/it.json", { with: { type: "json" } }),
  ro: () => import("../locales/ro.json", { with: { type: "json" } }),
  hu: () => import("../locales/hu.json", { with: { type: "json" } }),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  const loader = loaders[locale];
  if (!loader) throw new Error(`Locale cannot be found: ${String(locale)}`);
  return (await loader()).default;
}
