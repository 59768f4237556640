// The amount input (000 §5): whole major units typed as digits, sent in minor units (×100).
// Everything works on the digit string, so no float ever touches money. What a person types is
// read by readWholeAmount (./whole-amount): the box's value is its digits once read.
import { AMOUNT_DISPLAY_MAX, AMOUNT_INPUT_MAX_DIGITS } from "./constants";

/** The digits of a box's value, leading zeros cleared ("007" -> "7"); null when it is not digits. */
function cleanDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return trimmed.replace(/^0+(?=\d)/, "");
}

/** True when the amount box holds a number above zero. */
export function isNonZeroAmount(digits: string): boolean {
  return /[1-9]/.test(cleanDigits(digits) ?? "");
}

/**
 * Whole major units ("125") to minor units (12500): the digit string with "00" appended, read as
 * an integer. Anything that is not a clean digit string of at most 9 digits ("150,25", "-50",
 * "1234567890", "") counts as 0: never its digits run together.
 */
export function amountToMinorUnits(digits: string): number {
  const clean = cleanDigits(digits);
  if (clean === null || clean === "0" || clean.length > AMOUNT_INPUT_MAX_DIGITS) return 0;
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
  const clean = cleanDigits(digits);
  if (clean === null) return digits.trim() === "" ? "" : digits;
  const grouped = numberFormat(locale, { maximumFractionDigits: 0 }).format(clean as `${number}`);
  if (grouped.length <= AMOUNT_DISPLAY_MAX) return grouped;
  return clean.slice(0, AMOUNT_DISPLAY_MAX);
}

// ---------------------------------------------------------------------------------------------
// Amounts with decimals (the donate widget's "other amount"): typed or pasted as people write
// them, read into minor units with integer maths on the digit strings.

/** Why a typed amount could not be read. */
export type AmountTextProblem =
  /** A minus or plus sign before or after the number ("-50", "50-"): an amount has none. */
  | "sign"
  /** Not a number as written: no digit, two decimal separators, groups that are not of three. */
  | "format"
  /** More decimals than the currency has (three for a currency of cents). */
  | "decimals"
  /** Decimals for a currency of whole units only (HUF, JPY). */
  | "whole";

/** The dictionary key saying each problem (the donate widget's and staff's refund amount alike). */
export const AMOUNT_TEXT_MESSAGE = {
  sign: "donate.error.amount_negative",
  format: "donate.error.amount_format",
  decimals: "donate.error.amount_decimals",
  whole: "donate.error.amount_whole",
} as const satisfies Record<AmountTextProblem, string>;

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
/** Minus and plus signs, and the dashes people type for a minus. */
const SIGN = "-+\u2010\u2011\u2012\u2013\u2014\u2212\ufe63\uff0b\uff0d";
/** A sign before the first digit or after the last ("-50", "€ -50", "50-"). */
const SIGNED = new RegExp(`^[^\\d]*[${SIGN}]|[${SIGN}][^\\d]*$`);

/** True when the text carries a sign before or after its number: "-50", "+50", "50 −". */
export function hasAmountSign(text: string): boolean {
  return /\d/.test(text) && SIGNED.test(text);
}

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
 * - a minus or plus sign before or after the number is refused ("-50" is never read as 50);
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
  if (hasAmountSign(text)) return { ok: false, problem: "sign" };
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
