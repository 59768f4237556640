/** Converts minor units with a rate in millionths, rounding half up. */
export function convert(amount: number, rateMicros: number): number {
  return Number((BigInt(amount) * BigInt(rateMicros) + 500_000n) / 1_000_000n);
}
