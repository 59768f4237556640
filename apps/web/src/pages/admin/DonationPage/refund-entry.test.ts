import { describe, expect, it } from "vitest";
import { readRefund } from "./refund-entry";

const euro = { currency: "EUR", refundable: 5500, locale: "en" };

describe("readRefund", () => {
  it("reads an amount as staff write it, in minor units, and trims the reason", () => {
    expect(readRefund({ amount: "20", reason: " Gave twice " }, euro)).toEqual({
      ok: true,
      amount: 2000,
      reason: "Gave twice",
    });
    expect(readRefund({ amount: "€12.50", reason: "x" }, euro)).toMatchObject({ amount: 1250 });
    expect(readRefund({ amount: "12,50", reason: "x" }, { ...euro, locale: "de" })).toMatchObject({
      amount: 1250,
    });
  });

  it("refuses more than is left, nothing, a sign and a cent's fraction", () => {
    const errors = (amount: string) => {
      const read = readRefund({ amount, reason: "x" }, euro);
      return read.ok ? null : read.errors.amount;
    };
    expect(errors("55.01")).toBe("refund.error.amount_too_large");
    expect(errors("55")).toBeNull();
    expect(errors("")).toBe("refund.error.amount_required");
    expect(errors("0")).toBe("refund.error.amount_required");
    expect(errors("-5")).toBe("donate.error.amount_negative");
    expect(errors("1.005")).toBe("donate.error.amount_decimals");
    expect(errors("abc")).toBe("donate.error.amount_format");
  });

  it("asks for a reason, and says every problem at once", () => {
    expect(readRefund({ amount: "", reason: "  " }, euro)).toEqual({
      ok: false,
      errors: { amount: "refund.error.amount_required", reason: "refund.error.reason_required" },
    });
  });

  it("reads whole units for a currency of no cents", () => {
    const yen = { currency: "JPY", refundable: 100_000, locale: "en" };
    expect(readRefund({ amount: "500", reason: "x" }, yen)).toMatchObject({ amount: 50_000 });
    const read = readRefund({ amount: "5.5", reason: "x" }, yen);
    expect(read.ok ? null : read.errors.amount).toBe("donate.error.amount_whole");
  });
});
