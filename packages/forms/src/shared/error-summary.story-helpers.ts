// For stories: the error summary a refused submit shows, once it has taken the focus, and the text
// of its links in order (each names a field's problem and leads to the field).
import { expect, waitFor, within } from "storybook/test";

type Canvas = ReturnType<typeof within>;

/** The summary, after checking it has the focus (a keyboard or screen reader user lands on it). */
export async function focusedErrorSummary(canvas: Canvas): Promise<HTMLElement> {
  const summary = await canvas.findByRole("alert");
  await waitFor(() => expect(summary).toHaveFocus());
  return summary;
}

export function summaryLinkTexts(summary: HTMLElement): (string | null)[] {
  return within(summary)
    .getAllByRole("link")
    .map((link) => link.textContent);
}
