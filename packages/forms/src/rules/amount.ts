// The amount input (000 §5): whole major units typed as digits, sent in minor units (×100).
// Everything works on the digit string, so no float ever touches money.
import { numberFormat } from "@causeway/api-client";
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
