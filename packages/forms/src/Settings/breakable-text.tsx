import { Fragment, type ReactNode } from "react";

/**
 * An e-mail address (or any long text with "@" and dots) that a narrow screen may wrap only where a
 * reader expects: after "@" and before a dot, never in the middle of a word. `<wbr>` marks those
 * places; a word longer than the line still breaks as a last resort (the caller's overflow-wrap).
 */
export function BreakableText({ text }: { text: string }): ReactNode {
  const parts = text.split(/(?<=@)|(?=\.)/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
