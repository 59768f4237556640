import { describe, expect, it } from "vitest";
import { REFUND_MESSAGE, refundable, refundPayloadSchema, refundSplit } from "./refund";

// €50.00 to a campaign in BGN (97.79 лв) with a €5.00 tip (9.78 лв).
const euroToLev = { paidAmount: 5000, paidTip: 500, refunded: 0, amount: 9779, tip: 978 };

describe("refundSplit", () => {
  it("refunds all that was paid: what counts and the tip, to the last stotinka", () => {
    expect(refundable(euroToLev)).toBe(5500);
    expect(refundSplit(euroToLev, 5500)).toEqual({ amount: 9779, tip: 978, full: true });
  });

  it("takes a part from the donation first, converted in proportion", () => {
    // €20.00 of €50.00: 2/5 of 97.79 лв = 39.116, rounded to 39.12.
    expect(refundSplit(euroToLev, 2000)).toEqual({ amount: 3912, tip: 0, full: false });
  });

  it("takes what is left of the donation exactly, then the tip", () => {
    const after = { ...euroToLev, refunded: 2000, amount: 9779 - 3912 };
    // €30.00 left of the donation is all of 58.67 лв, whatever rounding said before.
    expect(refundSplit(after, 3000)).toEqual({ amount: 5867, tip: 0, full: false });
    // €32.00: the donation's €30.00 and €2.00 of the €5.00 tip (2/5 of 9.78 лв = 3.912 лв).
    expect(refundSplit(after, 3200)).toEqual({ amount: 5867, tip: 391, full: false });
  });

  it("refunds the rest of a tip once the donation is wholly refunded", () => {
    const tipLeft = { ...euroToLev, refunded: 5200, amount: 0, tip: 978 - 391 };
    expect(refundable(tipLeft)).toBe(300);
    expect(refundSplit(tipLeft, 300)).toEqual({ amount: 0, tip: 587, full: true });
  });

  it("refuses nothing, a negative, a fraction and more than is left", () => {
    expect(refundSplit(euroToLev, 0)).toBeNull();
    expect(refundSplit(euroToLev, -100)).toBeNull();
    expect(refundSplit(euroToLev, 12.5)).toBeNull();
    expect(refundSplit(euroToLev, 5501)).toBeNull();
    expect(refundSplit({ ...euroToLev, refunded: 5500, amount: 0, tip: 0 }, 1)).toBeNull();
  });

  it("keeps one currency's amounts as they are", () => {
    const euro = { paidAmount: 2500, paidTip: 0, refunded: 0, amount: 2500, tip: 0 };
    expect(refundSplit(euro, 999)).toEqual({ amount: 999, tip: 0, full: false });
    expect(refundSplit(euro, 2500)).toEqual({ amount: 2500, tip: 0, full: true });
  });
});

describe("refundPayloadSchema", () => {
  it("takes an amount in minor units and a reason, trimmed", () => {
    expect(refundPayloadSchema.parse({ amount: 1250, reason: "  Donor asked  " })).toEqual({
      amount: 1250,
      reason: "Donor asked",
    });
  });

  it("says what is missing in the dictionary's words", () => {
    const result = refundPayloadSchema.safeParse({ amount: 0, reason: "   " });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ["amount", REFUND_MESSAGE.amountRequired],
      ["reason", REFUND_MESSAGE.reasonRequired],
    ]);
  });
});
