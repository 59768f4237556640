// The parts of the forms README an embedding page in Storybook shows. The README's embedding
// section is what the host-app test (test/host-apps) builds and runs, so the Storybook pages show
// the tested text and code, never a copy that could drift.

/** The text under `heading` (e.g. "### Install"), up to the next heading of the same or a higher level. */
export function readmeSection(markdown: string, heading: string): string {
  const level = heading.match(/^#+/)?.[0].length ?? 0;
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`The README has no "${heading}" section`);
  let end = lines.length;
  let inCode = false;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.startsWith("```")) inCode = !inCode;
    const hashes = !inCode ? line.match(/^(#+)\s/)?.[1] : undefined;
    if (hashes && hashes.length <= level) {
      end = i;
      break;
    }
  }
  return lines
    .slice(start + 1, end)
    .join("\n")
    .trim();
}

/**
 * In the README's Props section, the part about one widget: from the paragraph that starts with
 * its name in backticks to the next such paragraph (its sentence and its props table).
 */
export function widgetProps(markdown: string, widget: string): string {
  const props = readmeSection(markdown, "### Props");
  const parts = props.split(/\n(?=`[A-Z][A-Za-z]+` —)/);
  const part = parts.find((text) => text.startsWith(`\`${widget}\` —`));
  if (!part) throw new Error(`The README's Props section does not describe ${widget}`);
  return part.trim();
}
