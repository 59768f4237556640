/** Converts minor units with a rate in millionths, rounding half up. */
export function convert(amount: number, rateMicros: number): number {
  return Number((BigInt(amount) * BigInt(rateMicros) + 500_000n) / 1_000_000n);
}

/** Minor units (always major × 100) in the currency's format, e.g. 123450 EUR -> "€1,234.50". */
export function formatMoney(minor: number, currency: string, locale = "en", zeroBased = false) {
  const value = BigInt(minor);
  const absolute = value < 0n ? -value : value;
  const major = `${value < 0n ? "-" : ""}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, "0")}`;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    ...(zeroBased ? { maximumFractionDigits: 0 } : {}),
  }).format(major as `${number}`);
}
