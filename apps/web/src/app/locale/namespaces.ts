// The site's dictionaries in namespaces (issue 12: a page loads only the messages it renders): a
// key's namespace is its first segment, or its first two under "web" and "forms" (web.home,
// forms.settings …), which hold most of the keys. The build writes each language's namespaces as
// small JSON files (vite/dictionary-namespaces.ts); the server render sends the namespaces a page
// used inside the page, and the browser fetches any other one the first time a key of it is asked.
import type { Locale, Messages } from "@causeway/i18n";

export function namespaceOf(key: string): string {
  const dot = key.indexOf(".");
  if (dot < 0) return key;
  const first = key.slice(0, dot);
  if (first !== "web" && first !== "forms") return first;
  const second = key.indexOf(".", dot + 1);
  return second < 0 ? key : key.slice(0, second);
}

/** A dictionary cut into its namespaces. */
export function splitByNamespace(messages: Messages): Record<string, Record<string, string>> {
  const parts: Record<string, Record<string, string>> = {};
  for (const [key, message] of Object.entries(messages)) {
    const namespace = namespaceOf(key);
    const part = parts[namespace] ?? {};
    part[key] = message;
    parts[namespace] = part;
  }
  return parts;
}

/** Where the build put one namespace of one language (hashed folder, cached for a year). */
export function namespaceUrl(build: string, locale: Locale, namespace: string): string {
  return `/assets/i18n/${build}/${locale}/${encodeURIComponent(namespace)}.json`;
}
