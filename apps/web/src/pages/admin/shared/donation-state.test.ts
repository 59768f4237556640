import { describe, expect, it } from "vitest";
import { donationState } from "./donation-state";

describe("donationState", () => {
  it.each([
    ["PROCESSED", 0, "paid"],
    ["PROCESSED", 1, "partly_refunded"],
    ["PROCESSING", 0, "waiting"],
    ["FAILED", 0, "failed"],
    ["CANCELLED", 0, "cancelled"],
    ["REFUNDED", 5500, "refunded"],
  ] as const)("%s with %i refunded is %s", (payment_status, refunded, state) => {
    expect(donationState({ payment_status, refunded })).toBe(state);
  });
});
