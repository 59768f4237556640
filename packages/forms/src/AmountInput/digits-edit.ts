// Whether a change of the amount box only typed or deleted digits around the grouping marks the
// box put in itself ("1,250" -> "19,250" by a 9 typed after the "1"), so the marks are the box's,
// not the user's: the digits are read as they stand, whatever the marks' places now are.

/**
 * True when `raw` holds no mark but those `shown` had, and no more of them: an edit of digits. A
 * mark the user added (a ",", a "."), another kind of mark or a sign is not: the text is read as
 * written then (readWholeAmount).
 */
export function isDigitsEdit(shown: string, raw: string): boolean {
  const marks = shown.replace(/\d/g, "");
  const kept = raw.replace(/\d/g, "");
  return kept.length <= marks.length && [...kept].every((mark) => marks.includes(mark));
}
