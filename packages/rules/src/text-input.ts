// What any text a person sends may hold (issue: no input ever gets a 500). One rule for every text
// field, query and path parameter, decided here once and used by the server's edge and the forms:
// - control characters are refused, never silently removed: C0 and C1 controls (NUL among them,
//   which PostgreSQL cannot store), DEL, and lone UTF-16 surrogates (not text at all); tab, line
//   feed and carriage return are text;
// - a single-line field (a name, a title) also refuses line breaks and tabs, so a campaign name
//   can never become a second header line of an e-mail subject;
// - a JSON body nests at most MAX_JSON_DEPTH levels.

export const TEXT_MESSAGE = {
  control: "validation.control_characters",
  singleLine: "validation.single_line",
  tooDeep: "validation.too_deep",
} as const;

/** Nesting allowed in a request body: the deepest payload of the contract is four levels. */
export const MAX_JSON_DEPTH = 16;

// Cc: U+0000–U+001F, U+007F–U+009F; Cs: surrogates, which in a JS string are always lone ones here.
const CONTROL = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
const CONTROL_ALL = new RegExp(CONTROL.source, "gu");
const LINE_BREAK = /[\t\n\v\f\r\u0085\u2028\u2029]/u;

/** True when the text holds a character no text field accepts. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** True when the text is one line (no line break, tab or control character). */
export function isSingleLine(text: string): boolean {
  return !LINE_BREAK.test(text) && !CONTROL.test(text);
}

export interface UnsafeText {
  /** The dotted path of the value (or key) at fault; "body" for the body itself. */
  field: string;
  message: (typeof TEXT_MESSAGE)[keyof typeof TEXT_MESSAGE];
}

/**
 * The first string or key of a parsed JSON value that holds a control character, or the first
 * value nested deeper than `maxDepth`. Walks without recursion, so no body can exhaust the stack.
 */
export function findUnsafeText(value: unknown, maxDepth = MAX_JSON_DEPTH): UnsafeText | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const item = stack.pop() as { value: unknown; path: string[] };
    const field = item.path.length ? item.path.join(".") : "body";
    if (typeof item.value === "string") {
      if (hasControlCharacters(item.value)) return { field, message: TEXT_MESSAGE.control };
      continue;
    }
    if (typeof item.value !== "object" || item.value === null) continue;
    if (item.path.length >= maxDepth) return { field, message: TEXT_MESSAGE.tooDeep };
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as readonly [string, unknown];
      if (hasControlCharacters(key))
        return {
          field: [...item.path, key.replace(CONTROL_ALL, "�")].join("."),
          message: TEXT_MESSAGE.control,
        };
      stack.push({ value: child, path: [...item.path, key] });
    }
  }
  return null;
}
