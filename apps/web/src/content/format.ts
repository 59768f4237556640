// The site's own long texts (about, terms, privacy …) in a small structured format: a file holds one
// or more documents, each opened by a front matter (`---`, `key: value` lines, `---`) and written
// in a subset of Markdown: one `# ` heading, `## ` and `### ` headings, paragraphs, `- ` and `1. `
// lists, `> ` notes, `**strong**` and `[links](/path)`. Nothing else is markup: no HTML, no images,
// no scripts; a link goes to a path of the site, an https address or a mailto: address, anything
// else stays text. The parsed document is plain data (it travels in the server render's state)
// and ContentArticle draws it with React elements only.

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string };

export type Block =
  | { kind: "heading"; level: 2 | 3; id: string; text: Inline[] }
  | { kind: "paragraph"; text: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "note"; text: Inline[] };

export interface ContentDoc {
  /** The document's id: the front matter's `id`, else the file's name. */
  id: string;
  /** The page's title (the <title> and Open Graph title). */
  title: string;
  /** The page's description (meta description, and a card's summary). */
  description: string;
  /** The text of the document's one `# ` heading. */
  heading: string;
  blocks: Block[];
  /** Front matter beyond id, title and description (an action's label and path …). */
  fields: Record<string, string>;
}

/** Where a link may go: a path of the site, a secure web address, an e-mail address. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)[^\s]*$/.test(trimmed)) return trimmed;
  if (/^https:\/\/[^\s/]+\.[^\s]+$/.test(trimmed)) return trimmed;
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return trimmed;
  return null;
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A line of text with its `**strong**` parts and `[links](href)`. */
export function parseInline(source: string): Inline[] {
  const parts: Inline[] = [];
  const text = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.kind === "text") last.text += value;
    else parts.push({ kind: "text", text: value });
  };
  let at = 0;
  for (const match of source.matchAll(INLINE)) {
    text(source.slice(at, match.index));
    const [whole, strong, label, href] = match;
    if (strong !== undefined) parts.push({ kind: "strong", text: strong });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      if (safe) parts.push({ kind: "link", text: label, href: safe });
      else text(label);
    } else text(whole);
    at = (match.index ?? 0) + whole.length;
  }
  text(source.slice(at));
  return parts;
}

/** The plain text of inline parts. */
export function plainText(parts: readonly Inline[]): string {
  return parts.map((part) => part.text).join("");
}

function parseFrontMatter(source: string, fallbackId: string): Record<string, string> {
  const fields: Record<string, string> = { id: fallbackId };
  for (const line of source.split("\n")) {
    const match = /^([a-z_]+):\s*(.*)$/.exec(line.trim());
    if (match?.[1]) fields[match[1]] = (match[2] ?? "").trim();
  }
  return fields;
}

export class ContentFormatError extends Error {}

function parseBody(source: string, where: string): { heading: string; blocks: Block[] } {
  const blocks: Block[] = [];
  let heading: string | null = null;
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let sections = 0;
  const flush = () => {
    if (paragraph.length)
      blocks.push({ kind: "paragraph", text: parseInline(paragraph.join(" ")) });
    if (list)
      blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const title = /^(#{1,3})\s+(.+)$/.exec(line);
    const item = /^(?:(-)|\d+\.)\s+(.+)$/.exec(line);
    if (title?.[1] && title[2]) {
      flush();
      if (title[1].length === 1) {
        if (heading !== null) throw new ContentFormatError(`${where}: a second # heading`);
        heading = title[2];
      } else {
        sections += 1;
        blocks.push({
          kind: "heading",
          level: title[1].length as 2 | 3,
          id: `section-${sections}`,
          text: parseInline(title[2]),
        });
      }
    } else if (item?.[2]) {
      if (paragraph.length) flush();
      const ordered = item[1] === undefined;
      if (list && list.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[2]);
    } else if (line.startsWith(">")) {
      flush();
      blocks.push({ kind: "note", text: parseInline(line.replace(/^>\s*/, "")) });
    } else if (list) {
      // A line under a list item continues it.
      const items = (list as { items: string[] }).items;
      items[items.length - 1] += ` ${line}`;
    } else paragraph.push(line);
  }
  flush();
  if (heading === null) throw new ContentFormatError(`${where}: no # heading`);
  return { heading: plainText(parseInline(heading)), blocks };
}

/**
 * The documents of a content file, in order. `name` is the file's, as `<locale>/<file>` (the file's
 * name is the id of a document whose front matter has none; a format error names the place).
 */
export function parseContent(source: string, name: string): ContentDoc[] {
  const parts = source.replace(/\r\n?/g, "\n").split(/^---[ \t]*$/m);
  if (parts.length < 3 || parts[0]?.trim())
    throw new ContentFormatError(`${name}: a document starts with a --- front matter`);
  const docs: ContentDoc[] = [];
  for (let index = 1; index < parts.length; index += 2) {
    const fileName = name.slice(name.lastIndexOf("/") + 1);
    const { id, title, description, ...fields } = parseFrontMatter(parts[index] ?? "", fileName);
    const where = `${name}#${id}`;
    if (!title || !description)
      throw new ContentFormatError(`${where}: the front matter needs a title and a description`);
    docs.push({
      id: id ?? fileName,
      title,
      description,
      fields,
      ...parseBody(parts[index + 1] ?? "", where),
    });
  }
  return docs;
}
