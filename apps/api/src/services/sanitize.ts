import { RICH_TEXT_TAGS } from "@causeway/rules";
import sanitize from "sanitize-html";

/**
 * Post and campaign HTML, cleaned on the way in: basic formatting, links and images only; no
 * scripts, styles, event handlers or javascript: URLs.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt", "width", "height"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitize.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
    },
  }).trim();
}

/** The text without markup (raw_content, excerpts). */
export function plainText(html: string): string {
  return sanitize(html.replace(/<\/(p|li|h\d|blockquote)>|<br\s*\/?>/gi, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
