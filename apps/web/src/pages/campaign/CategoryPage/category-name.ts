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
  return has(key) ? t(key) : category.name;
}
