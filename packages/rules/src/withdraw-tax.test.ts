import { describe, expect, it } from "vitest";
import { exceedsAvailable, largestWithdrawal, withdrawTax, withdrawTotal } from "./withdraw-tax";

describe("withdrawTotal", () => {
  it.each([
    { amount: 0, tax: 0, total: 0 },
    { amount: 100, tax: 9, total: 109 }, // 1.00 -> 0.094 -> 0.09
    { amount: 1000, tax: 94, total: 1094 },
    { amount: 10000, tax: 940, total: 10940 }, // 100.00 -> 9.40
    { amount: 150000, tax: 14100, total: 164100 }, // 1 500.00 -> 141.00
    { amount: 5, tax: 0, total: 5 }, // 0.47 cent rounds down
    { amount: 6, tax: 1, total: 7 }, // 0.564 cent rounds up
    { amount: 125, tax: 12, total: 137 }, // 11.75 cents -> 12
    { amount: 250, tax: 24, total: 274 }, // 23.5 cents: half rounds up
    { amount: 99999999900, tax: 9399999991, total: 109399999891 }, // the largest input
  ])("$amount minor units: tax $tax, total $total", ({ amount, tax, total }) => {
    expect(withdrawTotal(amount)).toEqual({ amount, tax, total });
    expect(Number.isInteger(withdrawTax(amount))).toBe(true);
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])("refuses %s", (amount) => {
    expect(() => withdrawTax(amount)).toThrow(RangeError);
  });
});

describe("largestWithdrawal", () => {
  it.each([
    // €901 available: €900 asks for €984.60 with the tax; at most €823 (total €900.36).
    { available: 90100, step: 100, largest: 82300 },
    { available: 90100, step: 1, largest: 82358 }, // 823.58 + 77.42 = 901.00 exactly
    { available: 164100, step: 100, largest: 150000 }, // a total that fits to the cent
    { available: 108, step: 100, largest: 0 }, // 1.00 + 0.09 > 1.08
    { available: 109, step: 100, largest: 100 },
    { available: 0, step: 100, largest: 0 },
    { available: -500, step: 1, largest: 0 },
  ])("$available available, steps of $step: $largest", ({ available, step, largest }) => {
    const found = largestWithdrawal(available, step);
    expect(found).toBe(largest);
    expect(withdrawTotal(found).total).toBeLessThanOrEqual(Math.max(available, 0));
    if (available > 0) expect(exceedsAvailable(found + step, available)).toBe(true);
  });
});

describe("exceedsAvailable", () => {
  it("counts the tax: €900 does not fit in €901, €823 does", () => {
    expect(exceedsAvailable(90000, 90100)).toBe(true);
    expect(exceedsAvailable(82300, 90100)).toBe(false);
  });
});
