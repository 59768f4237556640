import { RICH_TEXT_TAGS } from "@causeway/rules";
import { createElement, type ReactNode, useMemo } from "react";

/** The tags the server keeps (RICH_TEXT_TAGS, the same list its sanitiser uses); anything else is dropped. */
const TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const VOID = new Set(["br", "img"]);
const SAFE_URL = /^(https?:|mailto:|\/(?!\/))/i;
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * A campaign's story (HTML the server has sanitised) rendered as React elements, never as
 * innerHTML: the markup is parsed in an inert document (scripts do not run, images do not load)
 * and only the allowed tags, with only href (http, https, mailto or a site path) and img
 * src/alt/width/height, become elements; everything else keeps its text or is dropped.
 * The story's headings start at h2 under the page's h1.
 */
export function StoryContent({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => {
    // In the browser its own parser; in a server render the one server/render.tsx installs.
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><body>${html}</body></html>`,
      "text/html",
    );
    return convert(doc.body.childNodes, "s");
  }, [html]);
  return <div className={className}>{nodes}</div>;
}

function convert(list: NodeListOf<ChildNode>, prefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  list.forEach((node, index) => {
    const key = `${prefix}.${index}`;
    if (node.nodeType === TEXT_NODE) {
      out.push(node.textContent);
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (tag === "script" || tag === "style" || tag === "template") return;
    const children = convert(element.childNodes, key);
    if (!TAGS.has(tag)) {
      out.push(...children);
      return;
    }
    const props: Record<string, string> = { key };
    if (tag === "a") {
      const href = element.getAttribute("href")?.trim() ?? "";
      if (!SAFE_URL.test(href)) {
        out.push(...children);
        return;
      }
      props.href = href;
      if (!href.startsWith("/")) {
        props.target = "_blank";
        props.rel = "noopener noreferrer nofollow";
      }
    }
    if (tag === "img") {
      const src = element.getAttribute("src")?.trim() ?? "";
      if (!/^(https?:|\/(?!\/))/i.test(src)) return;
      props.src = src;
      props.alt = element.getAttribute("alt") ?? "";
      props.loading = "lazy";
      for (const size of ["width", "height"]) {
        const value = element.getAttribute(size);
        if (value && /^\d{1,5}$/.test(value)) props[size] = value;
      }
    }
    out.push(VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children));
  });
  return out;
}
