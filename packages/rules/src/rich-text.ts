/**
 * The tags a post's or campaign's rich text may keep: the server's sanitiser (apps/api) keeps
 * only these, and a page rendering the stored HTML (apps/web's campaign story) draws only these.
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "h2",
  "h3",
  "h4",
  "img",
  "span",
] as const;
