import type { Donation } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import { describe, expect, it } from "vitest";
import { retriedDonationOf, retryState } from "./retry-state";

const donation = {
  ...(mockExample("getDonationByPayment").response as Donation),
  payment_status: "FAILED",
} as Donation;

describe("the donation tried again", () => {
  it("goes through the history state and comes back for its campaign only", () => {
    const state = JSON.parse(JSON.stringify(retryState(donation)));
    expect(retriedDonationOf(state, donation.campaign.id)).toMatchObject({
      initiatedAmount: donation.initiatedAmount,
      initiatedTip: donation.initiatedTip,
      payment_method: donation.payment_method,
    });
    expect(retriedDonationOf(state, donation.campaign.id + 1)).toBeNull();
  });

  it.each([null, undefined, "x", {}, { retryOf: { campaignId: 1042, initiatedAmount: "12" } }])(
    "%j is none",
    (state) => {
      expect(retriedDonationOf(state, 1042)).toBeNull();
    },
  );
});
