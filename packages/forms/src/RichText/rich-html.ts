// Rich text of posts (000 §2: "rich content with the allowed tags"), read through an inert parser:
// the HTML is parsed by DOMParser (scripts do not run, images do not load, handlers never fire) and
// only what the rules' one allow-list keeps survives (the server's sanitiser keeps the same):
// RICH_TEXT_TAGS, a link's href (isSafeLinkHref) and an image's src (isSafeImageSrc), alt and
// whole-pixel width and height. The same tree is drawn by RichText as React elements and
// serialised by the post creator's editor as the HTML it sends.
import {
  isImageSize,
  isSafeImageSrc,
  isSafeLinkHref,
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_TAGS,
} from "@causeway/rules";

export type RichTag = (typeof RICH_TEXT_TAGS)[number];
export type RichNode = string | RichElement;
export interface RichElement {
  tag: RichTag;
  attrs: Record<string, string>;
  children: RichNode[];
}

const ALLOWED: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
/** Tags the editor's browser writes for an allowed one. */
const RENAMED: Record<string, RichTag> = { b: "strong", i: "em", div: "p", strike: "s", del: "s" };
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set(RICH_TEXT_DROPPED_TAGS);
export const VOID_TAGS: ReadonlySet<string> = new Set(["br", "img"]);
const BLOCKS: ReadonlySet<string> = new Set(["p", "ul", "ol", "blockquote", "h2", "h3", "h4"]);
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** The allowed tree of an HTML fragment (see the file's comment). Needs a DOMParser. */
export function parseRichHtml(html: string, options: { normalise?: boolean } = {}): RichNode[] {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><body>${html}</body></html>`,
    "text/html",
  );
  return convert(doc.body.childNodes, options.normalise ?? false);
}

function convert(list: NodeListOf<ChildNode>, normalise: boolean): RichNode[] {
  const out: RichNode[] = [];
  for (const node of Array.from(list)) {
    if (node.nodeType === TEXT_NODE) {
      out.push(node.textContent ?? "");
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as Element;
    const raw = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(raw)) continue;
    const children = convert(element.childNodes, normalise);
    const tag = (normalise ? (RENAMED[raw] ?? raw) : raw) as RichTag;
    if (!ALLOWED.has(tag)) {
      out.push(...children);
      continue;
    }
    const attrs: Record<string, string> = {};
    if (tag === "a") {
      const href = element.getAttribute("href")?.trim() ?? "";
      if (!isSafeLinkHref(href)) {
        out.push(...children);
        continue;
      }
      attrs.href = href;
    }
    if (tag === "img") {
      const src = element.getAttribute("src")?.trim() ?? "";
      if (!isSafeImageSrc(src)) continue;
      attrs.src = src;
      attrs.alt = element.getAttribute("alt") ?? "";
      for (const size of ["width", "height"]) {
        const value = element.getAttribute(size);
        if (value && isImageSize(value)) attrs[size] = value;
      }
    }
    out.push({ tag, attrs, children: VOID_TAGS.has(tag) ? [] : children });
  }
  return out;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** Text as HTML: escaped, line breaks as <br>, web addresses as links when asked. */
function textHtml(text: string, autolink: boolean): string {
  const linked = (part: string) => {
    if (!autolink) return escapeHtml(part);
    let html = "";
    let last = 0;
    for (const match of part.matchAll(URL_IN_TEXT)) {
      const index = match.index ?? 0;
      html += `${escapeHtml(part.slice(last, index))}<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
      last = index + match[0].length;
    }
    return html + escapeHtml(part.slice(last));
  };
  return text.split("\n").map(linked).join("<br>");
}

function elementHtml(node: RichElement, autolink: boolean): string {
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");
  if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attrs}>`;
  const inner = nodesHtml(node.children, autolink && node.tag !== "a");
  return `<${node.tag}${attrs}>${inner}</${node.tag}>`;
}

function nodesHtml(nodes: readonly RichNode[], autolink: boolean): string {
  return nodes
    .map((node) =>
      typeof node === "string" ? textHtml(node, autolink) : elementHtml(node, autolink),
    )
    .join("");
}

/** Whether a run of inline nodes holds anything but spaces and line breaks. */
function hasText(nodes: readonly RichNode[]): boolean {
  return nodes.some((node) =>
    typeof node === "string"
      ? node.replace(/[\s\u00a0]/g, "") !== ""
      : node.tag === "img" || (node.tag !== "br" && hasText(node.children)),
  );
}

/**
 * The HTML the post creator sends: the allowed tree, its top level made of blocks (loose text and
 * inline tags wrapped in paragraphs, a blank line starting a new one, a single break a <br>), empty
 * paragraphs dropped, and web addresses written as text made links (so the preview finds them).
 */
export function cleanRichHtml(html: string): string {
  const nodes = parseRichHtml(html, { normalise: true });
  const blocks: string[] = [];
  let inline: RichNode[] = [];
  const flush = () => {
    // A blank line in loose text (a paste, a test's typing) starts a new paragraph.
    const paragraphs: RichNode[][] = [[]];
    for (const node of inline) {
      if (typeof node !== "string") {
        paragraphs[paragraphs.length - 1]?.push(node);
        continue;
      }
      const parts = node.replace(/\r\n?/g, "\n").split(/\n[ \t\u00a0]*\n/);
      parts.forEach((part, index) => {
        if (index > 0) paragraphs.push([]);
        paragraphs[paragraphs.length - 1]?.push(part);
      });
    }
    for (const paragraph of paragraphs) {
      if (!hasText(paragraph)) continue;
      blocks.push(`<p>${nodesHtml(trimBreaks(paragraph), true)}</p>`);
    }
    inline = [];
  };
  for (const node of nodes) {
    if (typeof node !== "string" && BLOCKS.has(node.tag)) {
      flush();
      if (node.tag === "p" && !hasText(node.children)) continue;
      blocks.push(elementHtml({ ...node, children: trimBreaks(node.children) }, true));
    } else {
      inline.push(node);
    }
  }
  flush();
  return blocks.join("");
}

/** Leading and trailing <br> and line breaks of a block go (a browser leaves one after typing). */
function trimBreaks(nodes: readonly RichNode[]): RichNode[] {
  const list = [...nodes];
  const isBreak = (node: RichNode | undefined) =>
    node !== undefined &&
    (typeof node === "string" ? node.replace(/[\s\u00a0]/g, "") === "" : node.tag === "br");
  while (isBreak(list[0])) list.shift();
  while (isBreak(list[list.length - 1])) list.pop();
  return list.map((node) => (typeof node === "string" ? node.replace(/^\n+|\n+$/g, "") : node));
}

/** Plain text (a paste without HTML) as the editor's HTML: paragraphs on blank lines, <br> else. */
export function plainTextToRichHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map((block) => `<p>${textHtml(block, true)}</p>`)
    .join("");
}
