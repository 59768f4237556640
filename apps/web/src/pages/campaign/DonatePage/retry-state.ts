import type { Donation } from "@causeway/api-client";
import type { RetriedDonation } from "@causeway/forms";

/**
 * What the checkout page's "Try again" hands the donate page in the history entry's state: the
 * declined or cancelled donation as it was sent, so the form comes back filled even where the tab
 * kept no form (issue 25). It stays with the entry, so a reload of the donate page keeps it.
 */
export interface DonateRetryState {
  retryOf: RetriedDonation & { campaignId: number };
}

export function retryState(donation: Donation): DonateRetryState {
  const { initiatedAmount, initiatedTip, initiatedCurrency, payment_method, is_anon, donator } =
    donation;
  return {
    retryOf: {
      campaignId: donation.campaign.id,
      initiatedAmount,
      initiatedTip,
      initiatedCurrency,
      payment_method,
      is_anon,
      donator,
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The donation to try again from a location's state, if it is one of this campaign. */
export function retriedDonationOf(state: unknown, campaignId: number): RetriedDonation | null {
  const retry = isRecord(state) ? state.retryOf : null;
  if (!isRecord(retry) || retry.campaignId !== campaignId) return null;
  const { initiatedAmount, initiatedTip, initiatedCurrency } = retry;
  const readable =
    Number.isSafeInteger(initiatedAmount) &&
    Number.isSafeInteger(initiatedTip) &&
    isRecord(initiatedCurrency) &&
    Number.isSafeInteger(initiatedCurrency.id);
  return readable ? (retry as unknown as RetriedDonation) : null;
}
