"use client";
export { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor";
export { DEFAULT_RICH_TEXT_TAGS, isRichTextEmpty, sanitizeRichText } from "./sanitize-rich-text";
