// The amount input (000 §5): whole major units typed as digits, sent in minor units (×100).
// Everything works on the digit string, so no float ever touches money.
import { AMOUNT_DISPLAY_MAX, AMOUNT_INPUT_MAX_DIGITS } from "./constants";

/**
 * Cleans what the user typed or pasted into the amount box:
 * - digits only (spaces, separators, signs and letters are dropped: "1 000" is "1000");
 * - text with no digit at all becomes "0";
 * - leading zeros are cleared ("05" is "5"; "000" is "0");
 * - more than 9 digits becomes "1" (the spec's rule, so an overlong paste never reaches the wire).
 * An empty box stays empty, so the user can clear it; it counts as zero.
 */
export function sanitizeAmountInput(raw: string): string {
  if (raw === "") return "";
  const digits = raw.replace(/\D/g, "");
  if (digits === "") return "0";
  const cleared = digits.replace(/^0+(?=\d)/, "");
  if (cleared.length > AMOUNT_INPUT_MAX_DIGITS) return "1";
  return cleared;
}

/** True when the amount box holds a number above zero. */
export function isNonZeroAmount(digits: string): boolean {
  return /[1-9]/.test(digits);
}

/**
 * Whole major units ("125") to minor units (12500): the digit string with "00" appended, read as
 * an integer. Anything that is not a clean digit string counts as 0.
 */
export function amountToMinorUnits(digits: string): number {
  const clean = sanitizeAmountInput(digits);
  if (clean === "" || clean === "0") return 0;
  return Number(`${clean}00`);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An Intl.NumberFormat built once per locale and options: building one costs about a millisecond,
 * and a keystroke re-formats the amount.
 */
function numberFormat(locale?: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The amount as shown in the box, grouped for the locale ("1 250 000" in fr, "1.250.000" in de),
 * never longer than 12 characters: if grouping would make it longer, the bare digits are shown.
 */
export function formatAmountDisplay(digits: string, locale?: string): string {
  const clean = sanitizeAmountInput(digits);
  if (clean === "") return "";
  const grouped = numberFormat(locale, { maximumFractionDigits: 0 }).format(clean as `${number}`);
  if (grouped.length <= AMOUNT_DISPLAY_MAX) return grouped;
  return clean.slice(0, AMOUNT_DISPLAY_MAX);
}

// ---------------------------------------------------------------------------------------------
// Amounts with decimals (the donate widget's "other amount"): typed or pasted as people write
// them, read into minor units with integer maths on the digit strings.

/** Why a typed amount could not be read. */
export type AmountTextProblem =
  /** Not a number as written: no digit, two decimal separators, groups that are not of three. */
  | "format"
  /** More decimals than the currency has (three for a currency of cents). */
  | "decimals"
  /** Decimals for a currency of whole units only (HUF, JPY). */
  | "whole";

export type AmountTextResult =
  | { ok: true /** Minor units (major × 100), an integer. */; minor: number }
  | { ok: false; problem: AmountTextProblem };

/** The locale's decimal separator: "." in en, "," in de and bg. */
export function decimalSeparator(locale?: string): string {
  const parts = numberFormat(locale).formatToParts(1.5);
  return parts.find((part) => part.type === "decimal")?.value ?? ".";
}

/**
 * How many decimals an amount of this currency may carry: none for a currency of whole units
 * (`zeroBased` in the currency data, or none in Intl.NumberFormat, e.g. JPY), else two; the wire
 * always carries minor units as major × 100, so never more than two.
 */
export function currencyFractionDigits(code: string, zeroBased = false): number {
  if (zeroBased) return 0;
  let digits = 2;
  try {
    digits = numberFormat("en", { style: "currency", currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
  } catch {
    // An unknown code: amounts of cents.
  }
  return Math.min(2, digits);
}

/**
 * Everything but digits, the two separators and the grouping marks goes: "€", "EUR", "lei", and
 * an abbreviation's own full stop ("лв.", "Ft.").
 */
const NOT_AMOUNT = /[^\d.,'’\s]+(?:\.(?!\d))?/g;
const GROUPING_MARKS = /['’\s]/g;
/** A letter or sign between two digits ("12a5", "1-2"): not an amount as written. */
const INSIDE_JUNK = /\d[^\d]*[^\d.,'’\s][^\d]*\d/;

/**
 * An amount as written, split into its whole digits and the digits after its decimal separator
 * (null when it has none; "" for "12."), or null when it is not a number as written. The rules
 * are parseAmountText's; `fractionDigits` 0 reads any lone separator before three digits as
 * grouping.
 */
export function splitAmountText(
  text: string,
  options: { locale?: string; fractionDigits: number },
): { whole: string; fraction: string | null } | null {
  const kept = text.replace(NOT_AMOUNT, "").replace(GROUPING_MARKS, "");
  if (!/\d/.test(kept) || INSIDE_JUNK.test(text)) return null;
  const dots = kept.split(".").length - 1;
  const commas = kept.split(",").length - 1;
  let decimal: "." | "," | null = null;
  if (dots > 0 && commas > 0) {
    decimal = kept.lastIndexOf(".") > kept.lastIndexOf(",") ? "." : ",";
    if ((decimal === "." ? dots : commas) > 1) return null;
  } else if (dots + commas === 1) {
    const separator = dots === 1 ? "." : ",";
    const at = kept.indexOf(separator);
    const groups =
      kept.length - at - 1 === 3 &&
      at > 0 &&
      (options.fractionDigits === 0 || separator !== decimalSeparator(options.locale));
    decimal = groups ? null : separator;
  }
  const [whole = "", fraction = null] = decimal ? kept.split(decimal) : [kept];
  const groups = whole.split(/[.,]/);
  const grouped = groups.every((g, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(g));
  if (groups.length > 1 && !grouped) return null;
  return { whole: groups.join(""), fraction };
}

/**
 * Reads an amount as a person types or pastes it, in minor units:
 * - currency signs and codes before or after the number are ignored ("€12.50", "12,50 lei"), a
 *   letter or sign between digits is not ("12a5"); spaces and apostrophes group thousands
 *   ("1 234,56", "1'234.56");
 * - with both "." and ",", the last one is the decimal separator ("1.234,56", "1,234.56");
 * - a lone separator is decimal ("12.5", "30,75"), except a separator that is not the locale's
 *   decimal one followed by exactly three digits, which groups thousands ("1,250" in en, "1.250"
 *   in de and bg); for a currency of whole units any lone separator before three digits groups;
 * - a separator repeated ("1.234.567") groups thousands, in groups of three;
 * - more decimals than `fractionDigits` are refused unless they are zeros ("12.500" is 12.50),
 *   never rounded and never read as a larger amount.
 * Amounts beyond any payment maximum are capped at Number.MAX_SAFE_INTEGER, so the result is
 * always a safe integer.
 */
export function parseAmountText(
  text: string,
  options: { locale?: string; fractionDigits: number },
): AmountTextResult {
  const split = splitAmountText(text, options);
  if (!split) return { ok: false, problem: "format" };
  const places = options.fractionDigits;
  const fraction = split.fraction ?? "";
  if (/[1-9]/.test(fraction.slice(places))) {
    return { ok: false, problem: places === 0 ? "whole" : "decimals" };
  }
  const minor = BigInt(`${split.whole}${fraction.slice(0, places).padEnd(2, "0")}`);
  return {
    ok: true,
    minor: minor > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(minor),
  };
}

// ---------------------------------------------------------------------------------------------
// The whole-number amount box (000 §5) refuses a decimal separator where the user sees it: "12.50"
// typed or pasted is never read as 1250.

/** Why the box refused a change or changed what was typed. */
export type AmountBoxNotice =
  /** A decimal separator was typed or pasted: refused, with the digits typed after it. */
  | { kind: "separator"; separator: string }
  /** More than 9 digits: the spec's rule made the amount 1. */
  | { kind: "too_long" };

export interface AmountBoxState {
  /** The digits the box holds ("1250"). */
  digits: string;
  /** What to tell the user under the box, until they delete or clear. */
  notice: AmountBoxNotice | null;
  /** After a refused separator, digits typed straight after it (the cents) are refused too. */
  centsRefused: boolean;
}

/**
 * The text a change put in and took out: `after` is `before` with the text before the caret
 * (where typing or a paste ends) replaced; by default the caret is at the end.
 */
export function textChange(
  before: string,
  after: string,
  caret = after.length,
): { inserted: string; removed: string } {
  const tail = Math.max(0, Math.min(after.length - caret, before.length));
  const limit = Math.min(caret, before.length - tail);
  let start = 0;
  while (start < limit && before[start] === after[start]) start++;
  return {
    inserted: after.slice(start, Math.max(start, caret)),
    removed: before.slice(start, before.length - tail),
  };
}

/**
 * One change of the whole-number amount box: `shown` is what the box showed, `raw` what it holds
 * after the keystroke or paste, `caret` where the caret is then. The spec's rules (sanitizeAmountInput) apply, and:
 * - a typed "." or "," is refused (the box groups thousands by itself), and so are the digits typed
 *   straight after it, so "12.50" typed leaves 12, never 1250;
 * - a paste is refused when it has a decimal separator ("12.50", "1.234,56", and "12.00" too);
 *   grouped thousands pass ("1,250" in en, "1.250" in de, "1 000");
 * - more than 9 digits becomes 1 as the spec says, and the notice says why.
 * A notice stays until the user deletes or replaces text, or a new one replaces it.
 */
export function editAmountBox(
  state: AmountBoxState,
  shown: string,
  raw: string,
  options: { locale?: string; caret?: number } = {},
): AmountBoxState {
  const { locale, caret } = options;
  const { inserted, removed } = textChange(shown, raw, caret);
  // The last separator of the text is the decimal one, the one to name ("1,234.56": ".").
  const separator = /[.,](?=[^.,]*$)/.exec(inserted)?.[0];
  if (separator) {
    const read =
      inserted.length > 1 ? splitAmountText(inserted, { locale, fractionDigits: 2 }) : null;
    if (!read || read.fraction !== null) {
      return { ...state, notice: { kind: "separator", separator }, centsRefused: true };
    }
  }
  if (state.centsRefused && removed === "" && /^\d+$/.test(inserted)) return state;
  const digits = sanitizeAmountInput(raw);
  const typedDigits = raw.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (typedDigits.length > AMOUNT_INPUT_MAX_DIGITS) {
    return { digits, notice: { kind: "too_long" }, centsRefused: false };
  }
  // Deleting or replacing text ends the notice: the user has seen it and is correcting.
  return { digits, notice: removed !== "" ? null : state.notice, centsRefused: false };
}
