"use client";
import { useTranslator } from "@causeway/i18n/react";
import {
  Bold,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Underline,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { fieldErrorClass, fieldHelpClass, fieldLabelClass } from "../Field";
import { DEFAULT_RICH_TEXT_TAGS, sanitizeRichText } from "./sanitize-rich-text";

export interface RichTextEditorProps {
  label: ReactNode;
  /** The HTML the editor starts with (read when it mounts; later changes come from typing). */
  defaultValue?: string;
  /** The HTML after every change, with only the allowed tags. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** The tags typing and pasting may leave; others keep their text. */
  allowedTags?: readonly string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The id of the editable box (an error summary's link focuses it). */
  id?: string;
  className?: string;
}

type Command = {
  key: "bold" | "italic" | "underline" | "heading" | "bullets" | "numbers" | "quote" | "link";
  icon: LucideIcon;
  /** The document.execCommand that applies it, and its argument. */
  run: [string, string?];
  /** The tag it needs among the allowed ones. */
  tag: string;
};

const COMMANDS: readonly Command[] = [
  { key: "bold", icon: Bold, run: ["bold"], tag: "b" },
  { key: "italic", icon: Italic, run: ["italic"], tag: "i" },
  { key: "underline", icon: Underline, run: ["underline"], tag: "u" },
  { key: "heading", icon: Heading2, run: ["formatBlock", "h2"], tag: "h2" },
  { key: "bullets", icon: List, run: ["insertUnorderedList"], tag: "ul" },
  { key: "numbers", icon: ListOrdered, run: ["insertOrderedList"], tag: "ol" },
  { key: "quote", icon: Quote, run: ["formatBlock", "blockquote"], tag: "blockquote" },
  { key: "link", icon: Link2, run: ["createLink"], tag: "a" },
];

const STATE_COMMANDS = new Set([
  "bold",
  "italic",
  "underline",
  "insertUnorderedList",
  "insertOrderedList",
]);

/** Which formatting the selection has (the toolbar's pressed buttons). */
function commandStates(): Set<string> {
  const on = new Set<string>();
  for (const command of STATE_COMMANDS) {
    try {
      if (document.queryCommandState(command)) on.add(command);
    } catch {
      // Not supported: no pressed state shown.
    }
  }
  return on;
}

/**
 * A rich text field: a labelled editable box (role textbox, multi-line) under a toolbar of
 * formatting buttons (bold, italic, underline, heading, lists, quote, link; the keyboard's own
 * Ctrl/⌘+B, I, U work too). What is typed or pasted keeps only the allowed tags, and what the
 * editor starts with is cleaned the same way before it is shown, so no markup of anyone's runs.
 */
export function RichTextEditor({
  label,
  defaultValue = "",
  onChange,
  onBlur,
  description,
  errorMessage,
  allowedTags = DEFAULT_RICH_TEXT_TAGS,
  isRequired,
  isDisabled,
  id,
  className,
}: RichTextEditorProps) {
  const { t } = useTranslator();
  const box = useRef<HTMLDivElement>(null);
  const ownId = useId();
  const boxId = id ?? `${ownId}-box`;
  const labelId = `${ownId}-label`;
  const helpId = `${ownId}-help`;
  const errorId = `${ownId}-error`;
  const [active, setActive] = useState<ReadonlySet<string>>(new Set());
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState("https://");
  const savedRange = useRef<Range | null>(null);

  // The starting HTML, cleaned, once: the box is the source of truth while the user types.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read at mount only, on purpose
  useEffect(() => {
    if (!box.current) return;
    box.current.innerHTML = sanitizeRichText(defaultValue, allowedTags);
    try {
      document.execCommand("defaultParagraphSeparator", false, "p");
    } catch {
      // Older engines keep their own separator; the cleaning turns a div into a paragraph.
    }
  }, []);

  const emit = () => {
    if (!box.current) return;
    onChange(sanitizeRichText(box.current.innerHTML, allowedTags));
  };

  const refreshState = () => setActive(commandStates());

  useEffect(() => {
    const onSelection = () => {
      if (box.current?.contains(document.getSelection()?.anchorNode ?? null))
        setActive(commandStates());
    };
    document.addEventListener("selectionchange", onSelection);
    return () => document.removeEventListener("selectionchange", onSelection);
  }, []);

  const apply = (command: Command) => {
    box.current?.focus();
    if (command.key === "link") {
      const selection = document.getSelection();
      savedRange.current = selection?.rangeCount ? selection.getRangeAt(0).cloneRange() : null;
      setLinkText("https://");
      setLinkOpen(true);
      return;
    }
    const [name, value] = command.run;
    document.execCommand(name, false, value);
    emit();
    refreshState();
  };

  const insertLink = () => {
    const href = linkText.trim();
    setLinkOpen(false);
    box.current?.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (!/^(https?:\/\/|mailto:)\S+$/i.test(href)) return;
    if (selection?.isCollapsed) {
      document.execCommand(
        "insertHTML",
        false,
        sanitizeRichText(
          `<a href="${href.replace(/"/g, "&quot;")}">${href.replace(/</g, "&lt;")}</a>`,
          allowedTags,
        ),
      );
    } else {
      document.execCommand("createLink", false, href);
    }
    emit();
  };

  const tools = COMMANDS.filter((command) => allowedTags.includes(command.tag));
  const describedBy = [description ? helpId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      data-slot="rich-text-editor"
      data-invalid={errorMessage ? true : undefined}
      data-disabled={isDisabled || undefined}
      className={cn("cw:flex cw:flex-col cw:gap-1.5 cw:text-fg", className)}
    >
      <span id={labelId} className={fieldLabelClass}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="cw:ms-0.5 cw:text-danger">
            *
          </span>
        ) : null}
      </span>
      <div
        className={cn(
          "cw:rounded-md cw:border cw:bg-surface cw:focus-within:border-primary cw:focus-within:ring-2 cw:focus-within:ring-focus/40",
          errorMessage ? "cw:border-danger" : "cw:border-border-strong",
        )}
      >
        <div
          role="toolbar"
          aria-label={t("ui.rich_text.toolbar")}
          aria-controls={boxId}
          className="cw:flex cw:flex-wrap cw:gap-1 cw:border-b cw:border-border cw:p-1"
        >
          {tools.map((command) => {
            const Icon = command.icon;
            const pressed = active.has(command.run[0]);
            return (
              <button
                key={command.key}
                type="button"
                disabled={isDisabled}
                aria-pressed={STATE_COMMANDS.has(command.run[0]) ? pressed : undefined}
                title={t(`ui.rich_text.${command.key}`)}
                aria-label={t(`ui.rich_text.${command.key}`)}
                // Keeps the selection in the box while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => apply(command)}
                className={cn(
                  "cw:inline-flex cw:size-9 cw:items-center cw:justify-center cw:rounded cw:text-fg-muted cw:outline-none cw:hover:bg-surface-sunken cw:hover:text-fg cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:disabled:opacity-50",
                  pressed && "cw:bg-primary-soft cw:text-primary-soft-fg",
                )}
              >
                <Icon aria-hidden size={16} />
              </button>
            );
          })}
        </div>
        {linkOpen ? (
          <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-2 cw:border-b cw:border-border cw:p-2">
            <label htmlFor={`${ownId}-link`} className="cw:text-sm cw:font-medium">
              {t("ui.rich_text.link_address")}
            </label>
            <input
              id={`${ownId}-link`}
              type="url"
              // biome-ignore lint/a11y/noAutofocus: the address is what the user asked to type
              autoFocus
              value={linkText}
              onChange={(event) => setLinkText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  insertLink();
                }
                if (event.key === "Escape") {
                  event.preventDefault();
                  setLinkOpen(false);
                  box.current?.focus();
                }
              }}
              className="cw:h-9 cw:min-w-0 cw:flex-1 cw:rounded-md cw:border cw:border-border-strong cw:bg-surface cw:px-2 cw:text-sm cw:outline-none cw:focus:border-primary cw:focus:ring-2 cw:focus:ring-focus/40"
            />
            <button
              type="button"
              onClick={insertLink}
              className="cw:h-9 cw:rounded-md cw:bg-primary cw:px-3 cw:text-sm cw:font-medium cw:text-primary-fg cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
            >
              {t("ui.rich_text.link_add")}
            </button>
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a contenteditable box is the rich text field */}
        <div
          ref={box}
          id={boxId}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-invalid={errorMessage ? true : undefined}
          aria-required={isRequired || undefined}
          aria-disabled={isDisabled || undefined}
          contentEditable={!isDisabled}
          suppressContentEditableWarning
          tabIndex={0}
          onInput={emit}
          onBlur={() => {
            emit();
            onBlur?.();
          }}
          onKeyUp={refreshState}
          onMouseUp={refreshState}
          onPaste={(event) => {
            // A paste from a word processor or a web page keeps its words and allowed tags only.
            event.preventDefault();
            const html = event.clipboardData.getData("text/html");
            const text = event.clipboardData.getData("text/plain");
            const clean = html
              ? sanitizeRichText(html, allowedTags)
              : text
                  .split(/\r?\n/)
                  .map((line) =>
                    line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
                  )
                  .join("<br>");
            document.execCommand("insertHTML", false, clean);
            emit();
          }}
          className={cn(
            "cw:min-h-48 cw:max-h-[32rem] cw:overflow-y-auto cw:px-3 cw:py-2 cw:text-base cw:leading-relaxed cw:outline-none",
            "cw:[&_a]:text-primary cw:[&_a]:underline cw:[&_blockquote]:border-s-4 cw:[&_blockquote]:border-border cw:[&_blockquote]:ps-3",
            "cw:[&_h2]:text-lg cw:[&_h2]:font-semibold cw:[&_h3]:font-semibold cw:[&_ol]:list-decimal cw:[&_ol]:ps-6 cw:[&_p]:my-1 cw:[&_ul]:list-disc cw:[&_ul]:ps-6",
          )}
        />
      </div>
      {description ? (
        <p id={helpId} className={fieldHelpClass}>
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className={fieldErrorClass}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
