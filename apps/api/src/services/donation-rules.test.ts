// The donation payload's own rules (the widget's rules are tested in @causeway/forms; the
// endpoint in test/payments.test.ts, test/donation-limits.test.ts and the contract tests).
import { DONATION_MAX } from "@causeway/rules";
import { describe, expect, it } from "vitest";
import { zDonation } from "./donation-rules";

const body = (over: Record<string, unknown> = {}) => ({
  amount: 1_000,
  tip: 100,
  currency: 1,
  payment_method: "STRIPE",
  is_anon: false,
  donator_type: "USER",
  return_url: "https://causeway.example/back",
  ...over,
});

describe("zDonation", () => {
  it("takes a donation within the maximum, amount and tip together", () => {
    expect(zDonation.safeParse(body()).success).toBe(true);
    expect(zDonation.safeParse(body({ amount: DONATION_MAX - 100, tip: 100 })).success).toBe(true);
    const over = zDonation.safeParse(body({ amount: DONATION_MAX - 100, tip: 101 }));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.path).toEqual(["amount"]);
  });

  it("refuses a return address that is not http(s), and an unknown donator type", () => {
    expect(zDonation.safeParse(body({ return_url: "javascript:alert(1)" })).success).toBe(false);
    expect(zDonation.safeParse(body({ donator_type: "ROBOT" })).success).toBe(false);
    expect(zDonation.safeParse(body({ tip: -1 })).success).toBe(false);
  });
});
