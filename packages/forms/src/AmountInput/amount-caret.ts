// Where the caret goes after the amount box re-formats what was typed ("12345" -> "12,345"): after
// the same number of digits as before, so grouping separators never push it to the wrong place.

/** Digits in `text` before position `caret`. */
export function digitsBefore(text: string, caret: number): number {
  let count = 0;
  for (let i = 0; i < Math.min(caret, text.length); i++) {
    const char = text.charCodeAt(i);
    if (char >= 48 && char <= 57) count++;
  }
  return count;
}

/** The position in `formatted` just after its `digits`-th digit (0 -> the start). */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    const char = formatted.charCodeAt(i);
    if (char >= 48 && char <= 57) seen++;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

/**
 * The caret in the re-formatted box: `raw` is what the input held after the keystroke with the
 * caret at `caret`, `digits` the cleaned value, `formatted` what is now shown. Leading zeros that
 * were cleared are not counted; a value the rules replaced (too long -> "1") puts it at the end.
 */
export function nextCaret(raw: string, caret: number, digits: string, formatted: string): number {
  const rawDigits = raw.replace(/\D/g, "");
  if (!rawDigits.endsWith(digits) && !rawDigits.replace(/^0+/, "").startsWith(digits)) {
    return formatted.length;
  }
  const cleared = rawDigits.length - digits.length;
  return caretAfterDigits(formatted, digitsBefore(raw, caret) - cleared);
}
