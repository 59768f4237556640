import { describe, expect, it } from "vitest";
import { convert, withdrawTax, withdrawTotal } from "./money";

describe("withdraw tax (9.4%, half up on minor units)", () => {
  it.each([
    [150000, 14100],
    [48000, 4512],
    [20000, 1880],
    [1, 0],
    [5, 0],
    [6, 1],
    [16, 2],
    [15, 1],
  ])("tax of %i is %i", (amount, tax) => {
    expect(withdrawTax(amount)).toBe(tax);
  });

  it("total is amount plus tax", () => {
    expect(withdrawTotal(150000)).toBe(164100);
  });

  it("stays exact for large amounts", () => {
    expect(withdrawTax(999_999_999_999)).toBe(94_000_000_000);
  });

  it("refuses negative and fractional amounts", () => {
    expect(() => withdrawTax(-1)).toThrow();
    expect(() => withdrawTax(1.5)).toThrow();
  });

  it("converts with half-up rounding", () => {
    expect(convert(1000, 511_292)).toBe(511);
    expect(convert(3, 500_000)).toBe(2);
  });
});
