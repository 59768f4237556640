"use client";
export { RICH_TEXT_CLASS, RichText, type RichTextProps } from "./RichText";
export {
  cleanRichHtml,
  parseRichHtml,
  plainTextToRichHtml,
  type RichElement,
  type RichNode,
} from "./rich-html";
