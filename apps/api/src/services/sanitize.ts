import {
  isImageSize,
  isSafeImageSrc,
  isSafeLinkHref,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_TAGS,
} from "@causeway/rules";
import sanitize from "sanitize-html";

/**
 * Post and campaign HTML, cleaned on the way in by the rules' one allow-list (the forms' reader
 * keeps the same): its tags and attributes only; a link to anything but http, https, mailto or a
 * site path is unwrapped to its text, and opens in a new tab without the opener; an image from
 * anywhere else is dropped, and a size that is not whole pixels goes.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {
      a: [...RICH_TEXT_ATTRIBUTES.a, "target", "rel"],
      img: [...RICH_TEXT_ATTRIBUTES.img],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    nonTextTags: [...RICH_TEXT_DROPPED_TAGS],
    transformTags: {
      a: (_tag, attribs): sanitize.Tag =>
        isSafeLinkHref(attribs.href ?? "")
          ? {
              tagName: "a",
              attribs: {
                href: (attribs.href ?? "").trim(),
                rel: "noopener noreferrer nofollow",
                target: "_blank",
              },
            }
          : { tagName: "span", attribs: {} },
      img: (_tag, attribs): sanitize.Tag => ({
        tagName: "img",
        attribs: Object.fromEntries(
          Object.entries(attribs)
            .filter(([name, value]) => name === "src" || name === "alt" || isImageSize(value))
            .map(([name, value]) => [name, name === "src" ? value.trim() : value]),
        ),
      }),
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !isSafeImageSrc(frame.attribs.src ?? ""),
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
