// Money is an integer of minor units everywhere outside an input box: major × 100. These helpers
// convert with integer arithmetic on the digits, never with float maths.

const MAJOR_AMOUNT = /^([+-])?(\d+)(?:[.,](\d{0,2}))?$/;

function assertSafe(minor: number, input: unknown): number {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Amount out of range: ${String(input)}`);
  }
  return minor;
}

/**
 * Major units ("12.5", "12,50", 12.5) to minor units (1250). Accepts one decimal separator (dot or
 * comma) and at most two decimals; spaces are ignored. Throws on anything else, so a wrong amount
 * never reaches the wire.
 */
export function toMinorUnits(major: string | number): number {
  if (typeof major === "number" && !Number.isFinite(major)) {
    throw new TypeError(`Not an amount: ${major}`);
  }
  const text = String(major).replace(/\s+/g, "");
  const match = MAJOR_AMOUNT.exec(text);
  if (!match) throw new TypeError(`Not an amount: ${JSON.stringify(major)}`);
  const [, sign, whole = "0", fraction = ""] = match;
  const digits = `${whole}${fraction.padEnd(2, "0")}`.replace(/^0+(?=\d)/, "");
  const minor = Number(digits);
  return assertSafe(sign === "-" && minor !== 0 ? -minor : minor, major);
}

/** Minor units (1250) to a major-unit decimal string ("12.50"), exact for every safe integer. */
export function toMajorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new TypeError(`Minor units must be an integer: ${minor}`);
  const value = BigInt(minor);
  const absolute = value < 0n ? -value : value;
  const whole = absolute / 100n;
  const cents = (absolute % 100n).toString().padStart(2, "0");
  return `${value < 0n ? "-" : ""}${whole}.${cents}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An Intl.NumberFormat, built once per locale and options: building one costs about a millisecond,
 * which a keystroke that re-formats an amount cannot afford.
 */
export function numberFormat(
  locale: string | string[] | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

export interface FormatMoneyOptions {
  /** Display without decimals (e.g. a currency marked zeroBased, or a compact card). */
  hideMinorUnits?: boolean;
}

/**
 * Formats minor units for display with Intl.NumberFormat: formatMoney(123450, "EUR", "de") is
 * "1.234,50 €". The exact decimal string is handed to Intl, so no float rounding is involved.
 */
export function formatMoney(
  minor: number,
  currency: string,
  locale?: string | string[],
  options: FormatMoneyOptions = {},
): string {
  const fractionDigits = options.hideMinorUnits ? { maximumFractionDigits: 0 } : {};
  const format = numberFormat(locale, { style: "currency", currency, ...fractionDigits });
  return format.format(toMajorUnits(minor) as `${number}`);
}
