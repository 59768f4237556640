// The withdrawal tax (000 §9): 9.4 % of the amount; the total is amount plus tax. Integer minor
// units in, integer minor units out. Rounding rule: the tax is rounded half up to the nearest
// minor unit (1 cent), computed exactly with BigInt, so 0.5 cent and above rounds up.
import { WITHDRAW_TAX_PER_MILLE } from "./constants";

export interface WithdrawTax {
  amount: number;
  tax: number;
  total: number;
}

/** Tax of `amount` minor units, rounded half up to a whole minor unit. */
export function withdrawTax(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`The amount must be a non-negative integer of minor units: ${amount}`);
  }
  const scaled = BigInt(amount) * BigInt(WITHDRAW_TAX_PER_MILLE);
  return Number((scaled + 500n) / 1000n);
}

/** Amount, tax and total (amount + tax), all in minor units. */
export function withdrawTotal(amount: number): WithdrawTax {
  const tax = withdrawTax(amount);
  return { amount, tax, total: amount + tax };
}

/** Whether `amount` with its tax is more than the `available` balance (all minor units). */
export function exceedsAvailable(amount: number, available: number): boolean {
  return withdrawTotal(amount).total > available;
}

/**
 * The largest amount whose total (amount + tax) fits in the `available` balance, in steps of
 * `step` minor units (100 where the box takes whole units). 0 when not even one step fits.
 */
export function largestWithdrawal(available: number, step = 1): number {
  if (!Number.isSafeInteger(available) || available <= 0) return 0;
  if (!Number.isSafeInteger(step) || step < 1) throw new RangeError(`Bad step: ${step}`);
  // A first guess from amount × 1.094 ≤ available, then corrected for the tax's rounding.
  let amount = Math.floor((available * 1000) / (1000 + WITHDRAW_TAX_PER_MILLE) / step) * step;
  while (amount > 0 && exceedsAvailable(amount, available)) amount -= step;
  while (!exceedsAvailable(amount + step, available)) amount += step;
  return amount;
}
