/** Withdraw tax: 9.4% (spec 000 §9), as a fraction 94/1000 for integer maths on minor units. */
export const WITHDRAW_TAX_PER_MILLE = 94;

/**
 * The tax on a withdrawal amount in minor units, rounded half up to a whole minor unit:
 * tax = floor((amount * 94 + 500) / 1000). 150000 -> 14100; 48000 -> 4512; 5 -> 0; 6 -> 1.
 * BigInt keeps the product exact for any amount.
 */
export function withdrawTax(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError("amount");
  return Number((BigInt(amount) * BigInt(WITHDRAW_TAX_PER_MILLE) + 500n) / 1000n);
}

/** What a withdrawal takes out of the balance: amount + tax. */
export function withdrawTotal(amount: number): number {
  return amount + withdrawTax(amount);
}

/** Converts minor units with a rate in millionths, rounding half up. */
export function convert(amount: number, rateMicros: number): number {
  return Number((BigInt(amount) * BigInt(rateMicros) + 500_000n) / 1_000_000n);
}
