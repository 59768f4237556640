/**
 * The allow-list of a post's or campaign's rich text, in one place: the server's sanitiser
 * (apps/api services/sanitize.ts, sanitize-html) keeps only these tags and attributes, and the
 * forms' reader (forms RichText/rich-html.ts, which draws the stored HTML and cleans the post
 * editor's) keeps the same.
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

/** The attributes a tag may keep (each checked: isSafeLinkHref, isSafeImageSrc, isImageSize). */
export const RICH_TEXT_ATTRIBUTES = {
  a: ["href"],
  img: ["src", "alt", "width", "height"],
} as const satisfies Partial<Record<(typeof RICH_TEXT_TAGS)[number], readonly string[]>>;

/** Tags dropped with everything inside them (a script's text is not the post's text). */
export const RICH_TEXT_DROPPED_TAGS = [
  "script",
  "style",
  "template",
  "noscript",
  "iframe",
  "object",
  "embed",
  "textarea",
  "option",
  "title",
] as const;

/** A link may lead to http, https or mailto, or to a path on the site (not `//elsewhere`). */
export function isSafeLinkHref(href: string): boolean {
  return /^(https?:|mailto:|\/(?!\/))/i.test(href.trim());
}

/** An image may come from http or https, or from a path on the site (not `//elsewhere`). */
export function isSafeImageSrc(src: string): boolean {
  return /^(https?:|\/(?!\/))/i.test(src.trim());
}

/** An image's width or height: a whole number of pixels, at most five digits. */
export function isImageSize(value: string): boolean {
  return /^\d{1,5}$/.test(value);
}
