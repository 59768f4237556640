import { htmlToText, restrictText } from "@causeway/rules";

/**
 * A page's description from HTML or text (a campaign's story, a post): at most `max` characters,
 * cut at a word with "…". Apart from page-meta.ts, so the shell does not load the rules with it.
 */
export function describe(html: string, max = 160): string {
  const text = htmlToText(html).replace(/\s+/gu, " ").trim();
  const { value, truncated } = restrictText(text, max);
  if (!truncated) return value;
  const cut = restrictText(value, max - 1).value;
  const atWord = cut.replace(/\s+\S*$/u, "");
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}
