// The markup a rich text field keeps: only the allowed tags, only safe links and images, no
// attribute besides those. The markup is parsed in an inert document (nothing runs or loads) and
// rebuilt element by element, so what reaches the live editor is inert too.

/** The tags kept when the caller names none: paragraphs, emphasis, links, lists, quotes, headings. */
export const DEFAULT_RICH_TEXT_TAGS = [
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
] as const;

const SAFE_HREF = /^(https?:|mailto:)/i;
const SAFE_SRC = /^https?:|^\/(?!\/)/i;
const DROPPED = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "object",
  "embed",
  "head",
  "title",
]);
/** Elements that end a block: their text is kept, but in a paragraph of its own. */
const BLOCKS = new Set([
  "div",
  "section",
  "article",
  "header",
  "footer",
  "h1",
  "h5",
  "h6",
  "pre",
  "table",
  "tr",
]);

function rebuild(source: Node, into: Node, doc: Document, allowed: ReadonlySet<string>): void {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === 3) {
      into.appendChild(doc.createTextNode(node.textContent ?? ""));
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (!allowed.has(tag)) {
      const inBlock = /^(P|LI|H\d|BLOCKQUOTE)$/.test(into.nodeName);
      if (BLOCKS.has(tag) && allowed.has("p") && !inBlock) {
        const block = doc.createElement("p");
        rebuild(element, block, doc, allowed);
        if (block.textContent?.trim()) into.appendChild(block);
      } else {
        rebuild(element, into, doc, allowed);
      }
      continue;
    }
    if (tag === "a") {
      const href = element.getAttribute("href")?.trim() ?? "";
      if (!SAFE_HREF.test(href)) {
        rebuild(element, into, doc, allowed);
        continue;
      }
      const link = doc.createElement("a");
      link.setAttribute("href", href);
      rebuild(element, link, doc, allowed);
      into.appendChild(link);
      continue;
    }
    if (tag === "img") {
      const src = element.getAttribute("src")?.trim() ?? "";
      if (!SAFE_SRC.test(src)) continue;
      const image = doc.createElement("img");
      image.setAttribute("src", src);
      image.setAttribute("alt", element.getAttribute("alt") ?? "");
      into.appendChild(image);
      continue;
    }
    const copy = doc.createElement(tag);
    rebuild(element, copy, doc, allowed);
    into.appendChild(copy);
  }
}

/** The HTML with only the allowed tags (and safe href and src), as a string. */
export function sanitizeRichText(
  html: string,
  allowedTags: readonly string[] = DEFAULT_RICH_TEXT_TAGS,
): string {
  const parser = new DOMParser();
  const source = parser.parseFromString(`<!doctype html><body>${html}`, "text/html");
  const out = parser.parseFromString("<!doctype html><body></body>", "text/html");
  rebuild(source.body, out.body, out, new Set(allowedTags));
  return out.body.innerHTML;
}

/** Whether the editor's HTML holds no text and no image (an empty editor leaves <p><br></p>). */
export function isRichTextEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|\u00a0/g, " ")
      .trim() === ""
  );
}
