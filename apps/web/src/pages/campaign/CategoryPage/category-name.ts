import type { Translator } from "@causeway/i18n";

/**
 * A category's or disease's name in the user's language: the dictionary's `category.<slug>`, else
 * the server's name (a category added after the dictionaries were written).
 */
export function categoryName(
  category: { slug: string; name: string },
  { t, has }: Pick<Translator, "t" | "has">,
): string {
  const key = `category.${category.slug}`;
  // Asked for first: a dictionary that loads by namespace (the site's, after a server render that
  // did not show a category) fetches the namespace on t(); has() alone would never ask for it.
  const text = t(key);
  return has(key) ? text : category.name;
}
