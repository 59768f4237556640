// Plain text out of post HTML without a DOM (the server uses these rules too): tags dropped, block
// ends and <br> become spaces or line breaks, the common entities decoded.

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of an HTML fragment; paragraphs and <br> become line breaks. */
export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    // A block starts and ends on its own line, so "a<p>b</p>" does not run together as "ab".
    .replace(/<\/?(p|div|li|ul|ol|h[1-6]|blockquote)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(withBreaks)
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/**
 * The text of HTML (or text) as one line cut to `limit` characters; a cut text ends with "…"
 * within the limit (a post's excerpt, a campaign card's description).
 */
export function excerptOf(html: string, limit: number): string {
  const text = htmlToText(html).replace(/\s+/gu, " ").trim();
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars
    .slice(0, limit - 1)
    .join("")
    .trimEnd()}…`;
}
