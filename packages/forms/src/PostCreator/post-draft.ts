// Pure helpers of the post creator: the publish throttle (600 ms), a title paste spliced into the
// current value and cleaned by the post rules, and the plain text of the content box as HTML.
import { sanitizePostTitle } from "@causeway/rules";

/** Publishing is throttled: a press within this many milliseconds of the last one is ignored. */
export const PUBLISH_THROTTLE_MS = 600;

/** A leading-edge throttle: answers true when the call may run, false inside the window. */
export function createThrottle(ms: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}

/** A paste into the title: put in place of the selection, then stripped of markup and breaks. */
export function pasteIntoTitle(
  value: string,
  selection: { start: number; end: number },
  pasted: string,
): { value: string; caret: number } {
  const before = value.slice(0, selection.start) + pasted;
  const next = sanitizePostTitle(before + value.slice(selection.end));
  // A sentinel keeps the cleaning from trimming the end of the part before the caret.
  const marked = sanitizePostTitle(`${before}\u0001`);
  const caret = marked.endsWith("\u0001") ? marked.length - 1 : marked.length;
  return { value: next, caret: Math.max(0, Math.min(caret, next.length)) };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/**
 * The content box is plain text in this increment (no rich editor yet); the post's content is HTML,
 * so each paragraph (split on blank lines) becomes a <p>, single line breaks a <br>.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map(
      (block) =>
        `<p>${block.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c).replace(/\n/g, "<br>")}</p>`,
    )
    .join("");
}
