// How the console names a donation's payment state (issue 29): paid, waiting for the payment,
// failed, cancelled, refunded, or paid and partly refunded (PROCESSED with `refunded` above 0).
import type { StaffDonation } from "@causeway/api-client";

type Donation = Pick<StaffDonation["donation"], "payment_status" | "refunded">;

export type DonationState =
  | "paid"
  | "waiting"
  | "failed"
  | "cancelled"
  | "refunded"
  | "partly_refunded";

export function donationState(donation: Donation): DonationState {
  switch (donation.payment_status) {
    case "PROCESSED":
      return donation.refunded > 0 ? "partly_refunded" : "paid";
    case "PROCESSING":
      return "waiting";
    case "FAILED":
      return "failed";
    case "CANCELLED":
      return "cancelled";
    case "REFUNDED":
      return "refunded";
  }
}

/** The dictionary key of the state's name. */
export const donationStateKey = (donation: Donation) =>
  `web.admin.donations.state.${donationState(donation)}`;

/** The badge's colour for the state. */
export const donationStateVariant = (donation: Donation) => {
  const state = donationState(donation);
  if (state === "paid") return "success" as const;
  if (state === "failed" || state === "cancelled") return "danger" as const;
  if (state === "waiting") return "warning" as const;
  return "neutral" as const;
};
