/** The default colours an avatar without an image can take. */
export const AVATAR_COLORS = ["brand", "info", "success", "warning", "danger", "neutral"] as const;
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/**
 * Up to two initials: the first letter of the first and of the last word ("Maria Ivanova" -> "MI",
 * "Ана" -> "А"). Letters are taken whole (accents, Cyrillic, Greek, surrogate pairs) and
 * upper-cased in the given locale; words without a letter or digit ("&", "—") are skipped.
 */
export function initialsOf(name: string, locale?: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)))
    .filter((first): first is string => first !== undefined);
  if (words.length === 0) return "";
  const picked = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return picked.join("").toLocaleUpperCase(locale);
}

/** A colour that is always the same for the same name (a small string hash over the palette). */
export function avatarColorFor(name: string): AvatarColor {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] as AvatarColor;
}
