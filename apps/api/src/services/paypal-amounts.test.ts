import { describe, expect, it } from "vitest";
import { paypalMinor, paypalValue } from "./paypal-amounts";

describe("PayPal's amounts", () => {
  it.each([
    [2750, "EUR", "27.50"],
    [5, "USD", "0.05"],
    [100, "PLN", "1.00"],
    [9_999_999_999, "GBP", "99999999.99"],
    [500_000, "HUF", "5000"],
  ])("writes %i minor units of %s as %s, and reads it back", (minor, currency, value) => {
    expect(paypalValue(minor, currency)).toBe(value);
    expect(paypalMinor(value)).toBe(minor);
  });

  it("reads one decimal as tens of cents, and refuses what is not an amount", () => {
    expect(paypalMinor("27.5")).toBe(2750);
    for (const bad of ["", "-1.00", "1.234", "1e3", "12,50", "abc"])
      expect(paypalMinor(bad), bad).toBeNaN();
  });

  it("refuses cents in a whole-unit currency, and what is not minor units", () => {
    expect(() => paypalValue(500_050, "HUF")).toThrow(RangeError);
    expect(() => paypalValue(10.5, "EUR")).toThrow(RangeError);
    expect(() => paypalValue(-1, "EUR")).toThrow(RangeError);
  });
});
