// Restricted text areas (000 §5): the text is cut at the limit and the field shows how many
// characters are left. Characters are Unicode code points, the unit JSON Schema's maxLength counts,
// so an emoji is one character and is never cut in half.

export interface RestrictedText {
  /** The text, cut to the limit. */
  value: string;
  /** Characters still available (0 when the limit is reached). */
  remaining: number;
  /** True when the input was longer than the limit and was cut. */
  truncated: boolean;
}

/** Number of characters (code points) in a text. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Cuts `text` to at most `max` characters and says how many are left. */
export function restrictText(text: string, max: number): RestrictedText {
  const chars = Array.from(text);
  if (chars.length <= max) {
    return { value: text, remaining: max - chars.length, truncated: false };
  }
  return { value: chars.slice(0, max).join(""), remaining: 0, truncated: true };
}
