// The whole-number amount box of the withdrawal and transfer forms (000 §5: whole major units, at
// most 9 digits, sent ×100). It reads what a person types as the donate form reads its amount
// (parseAmountText's rules): the locale's grouping separator is understood ("1.234" in de and bg,
// "1,234" in en), while a decimal part, a sign or anything else is a problem said under the box,
// never dropped, rounded or run together into other digits.
import { hasAmountSign, splitAmountText } from "./amount";
import { AMOUNT_INPUT_MAX_DIGITS } from "./constants";

/** Why the box's text is not an amount it can send. */
export type WholeAmountProblem =
  /** "-50", "+50": an amount carries no sign (a negative one is refused, never made positive). */
  | "sign"
  /** "150,25", "1.234,56": cents, where the amount is in whole units. */
  | "decimal"
  /** "abc", "1.2.3", "12a5": not a number as written. */
  | "format"
  /** More than 9 digits. */
  | "too_long";

/** The most the box takes, in minor units: 999,999,999 major units (9 digits). */
export const WHOLE_AMOUNT_MAX_MINOR = (10 ** AMOUNT_INPUT_MAX_DIGITS - 1) * 100;

export const WHOLE_AMOUNT_MESSAGE: Record<WholeAmountProblem, string> = {
  sign: "forms.amount.error.sign",
  decimal: "forms.amount.error.decimal",
  format: "forms.amount.error.format",
  too_long: "forms.amount.error.too_long",
};

export type WholeAmountRead =
  | {
      ok: true;
      /** Whole major units, leading zeros cleared ("1234"); "" for an empty box. */
      digits: string;
      /**
       * True when the text held a decimal separator with nothing or only zeros after it ("150,00",
       * "12."): the same whole amount, but not yet how the box would show it.
       */
      zeroDecimals: boolean;
    }
  | { ok: false; problem: WholeAmountProblem };

/**
 * Reads the box's text in the user's locale. Spaces, apostrophes and the locale's grouping
 * separator group thousands; the other separator before exactly three digits groups too ("1,234"
 * in en is 1234, "1.234" in de is 1234), as parseAmountText reads them. A decimal part other than
 * zeros ("150,25"; "1.234" in en, where "." is decimal), a sign, more than 9 digits or anything
 * that is not a number is a problem.
 */
export function readWholeAmount(text: string, locale?: string): WholeAmountRead {
  if (text.trim() === "") return { ok: true, digits: "", zeroDecimals: false };
  if (hasAmountSign(text)) return { ok: false, problem: "sign" };
  const split = splitAmountText(text, { locale, fractionDigits: 2 });
  if (!split) return { ok: false, problem: "format" };
  if (/[1-9]/.test(split.fraction ?? "")) return { ok: false, problem: "decimal" };
  const digits = split.whole.replace(/^0+(?=\d)/, "") || "0";
  if (digits.length > AMOUNT_INPUT_MAX_DIGITS) return { ok: false, problem: "too_long" };
  return { ok: true, digits, zeroDecimals: split.fraction !== null };
}

/**
 * What the box gives its form: the digits once read ("1234"), else the text as typed ("150,25"),
 * which the form keeps and the box shows until the user corrects it.
 */
export function wholeAmountValue(text: string, locale?: string): string {
  const read = readWholeAmount(text, locale);
  return read.ok ? read.digits : text;
}

/**
 * The problem of a form's amount value (wholeAmountValue's answer), without the locale: digits are
 * an amount (unless longer than 9); any other text is one the box could not read, and its problem
 * is said again here. Text that reads as an amount in English was refused by the user's locale,
 * where its separator is a decimal one ("1,234" in de), so it is a decimal part.
 */
export function wholeAmountProblem(value: string): WholeAmountProblem | null {
  const text = value.trim();
  if (/^\d*$/.test(text)) {
    return text.replace(/^0+(?=\d)/, "").length > AMOUNT_INPUT_MAX_DIGITS ? "too_long" : null;
  }
  const read = readWholeAmount(text, "en");
  return read.ok ? "decimal" : read.problem;
}

/** The dictionary key of the value's problem, or null when it is an amount. */
export function wholeAmountMessage(value: string): string | null {
  const problem = wholeAmountProblem(value);
  return problem ? WHOLE_AMOUNT_MESSAGE[problem] : null;
}
