"use client";
import { cn, WIDGET_ROOT } from "@causeway/ui";
import { createElement, type ReactNode, useMemo } from "react";
import { parseRichHtml, type RichNode, VOID_TAGS } from "./rich-html";

export interface RichTextProps {
  /** HTML written by a user (a post's content), sanitised by the server or not. */
  html: string;
  /**
   * `flatten` draws the text's own headings as bold paragraphs: inside a card whose heading
   * is an h3, an h2 of the text would break the page's outline.
   */
  headings?: "keep" | "flatten";
  className?: string;
}

/** The look of rich text: paragraphs, lists, quotes and links in the theme's colours. */
export const RICH_TEXT_CLASS =
  "cw:flex cw:flex-col cw:gap-3 cw:break-words cw:leading-relaxed cw:[&_a]:text-primary cw:[&_a]:underline cw:[&_blockquote]:border-l-4 cw:[&_blockquote]:border-border cw:[&_blockquote]:ps-4 cw:[&_blockquote]:text-fg-muted cw:[&_h2]:font-semibold cw:[&_h2]:text-lg cw:[&_h3]:font-semibold cw:[&_h4]:font-semibold cw:[&_img]:max-w-full cw:[&_img]:rounded-md cw:[&_ol]:list-decimal cw:[&_ol]:ps-6 cw:[&_ul]:list-disc cw:[&_ul]:ps-6";

/**
 * A user's rich text drawn inert (rich-html.ts): parsed without running anything, only the allowed
 * tags and attributes become React elements (never innerHTML), links leaving the site open in a new
 * tab with noopener, noreferrer and nofollow. Works in a server render where a DOMParser is installed.
 */
export function RichText({ html, headings = "keep", className }: RichTextProps) {
  const nodes = useMemo(() => parseRichHtml(html), [html]);
  return (
    <div data-slot="rich-text" className={cn(WIDGET_ROOT, RICH_TEXT_CLASS, className)}>
      {draw(nodes, "r", headings)}
    </div>
  );
}

function draw(
  nodes: readonly RichNode[],
  prefix: string,
  headings: "keep" | "flatten",
): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${prefix}.${index}`;
    if (typeof node === "string") return node;
    const children = draw(node.children, key, headings);
    if (headings === "flatten" && /^h\d$/.test(node.tag)) {
      return createElement("p", { key }, createElement("strong", null, ...children));
    }
    const props: Record<string, string> = { key, ...node.attrs };
    if (node.tag === "a" && !node.attrs.href?.startsWith("/")) {
      props.target = "_blank";
      props.rel = "noopener noreferrer nofollow";
    }
    if (node.tag === "img") props.loading = "lazy";
    return VOID_TAGS.has(node.tag)
      ? createElement(node.tag, props)
      : createElement(node.tag, props, ...children);
  });
}
