// An e-mail's words, written once as the text part (the `mail.*` messages, with the link on a line
// of its own), and read here into the blocks its HTML part draws: paragraphs, and the link's line
// as a button. So the two parts never say different things.

export type MailBlock = { kind: "text"; text: string } | { kind: "action"; url: string };

/** The paragraphs of `body` (blank-line separated), the line that is exactly `url` as the action. */
export function mailBlocks(body: string, url?: string): MailBlock[] {
  const blocks: MailBlock[] = [];
  for (const paragraph of body.split(/\n{2,}/)) {
    let lines: string[] = [];
    const flush = () => {
      const text = lines.join("\n").trim();
      if (text) blocks.push({ kind: "text", text });
      lines = [];
    };
    for (const line of paragraph.split("\n")) {
      if (url && line.trim() === url) {
        flush();
        blocks.push({ kind: "action", url });
      } else lines.push(line);
    }
    flush();
  }
  return blocks;
}

/** `sentence` cut around the first `url` in it, so the address can be drawn as a link. */
export function aroundLink(
  sentence: string,
  url: string,
): { before: string; after: string } | null {
  const at = sentence.indexOf(url);
  if (at < 0) return null;
  return { before: sentence.slice(0, at), after: sentence.slice(at + url.length) };
}
