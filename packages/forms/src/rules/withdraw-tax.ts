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
