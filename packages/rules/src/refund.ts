// A donation's refund (issue 29): staff give back all or part of what the donor paid, through the
// provider that took it. The donor paid the donation and the tip in their own currency; the
// campaign counts the donation (and the platform the tip) in the campaign's currency. A refund is
// taken from the donation first and from the tip only once the donation is wholly refunded, and
// what it takes from each is converted in proportion to what is left, so that refunding all that is
// left takes exactly what still counts: no rounding ever leaves a cent behind or takes one too many.
import * as z from "zod/mini";
import { maxChars } from "./schemas/fields";

export const REFUND_MESSAGE = {
  amountRequired: "refund.error.amount_required",
  amountTooLarge: "refund.error.amount_too_large",
  reasonRequired: "refund.error.reason_required",
  notRefundable: "refund.error.not_refundable",
  withdrawn: "refund.error.withdrawn",
  providerRefused: "refund.error.provider_refused",
} as const;

export const REFUND_REASON_MAX = 500;

/** What staff send: the amount in the donor's currency (minor units) and why. */
export const refundPayloadSchema = z.object({
  amount: z
    .int(REFUND_MESSAGE.amountRequired)
    .check(z.minimum(1, REFUND_MESSAGE.amountRequired), z.maximum(Number.MAX_SAFE_INTEGER)),
  reason: z
    .string(REFUND_MESSAGE.reasonRequired)
    .check(z.trim(), z.minLength(1, REFUND_MESSAGE.reasonRequired), maxChars(REFUND_REASON_MAX)),
});

export type RefundPayload = z.output<typeof refundPayloadSchema>;

/** A donation as a refund sees it; every amount in minor units. */
export interface RefundableDonation {
  /** What the donor gave the campaign, in the donor's currency (initiatedAmount). */
  paidAmount: number;
  /** The tip the donor added, in the donor's currency (initiatedTip). */
  paidTip: number;
  /** Refunded so far, in the donor's currency. */
  refunded: number;
  /** What still counts for the campaign, in its currency. */
  amount: number;
  /** What is left of the tip, in the campaign's currency. */
  tip: number;
}

/** What may still be refunded, in the donor's currency. */
export function refundable(donation: RefundableDonation): number {
  return Math.max(0, donation.paidAmount + donation.paidTip - donation.refunded);
}

export interface RefundSplit {
  /** Taken from what counts for the campaign, in its currency. */
  amount: number;
  /** Taken from the tip, in the campaign's currency. */
  tip: number;
  /** Nothing is left to refund afterwards. */
  full: boolean;
}

/**
 * What refunding `refund` (the donor's currency) takes from the campaign's count and from the tip,
 * in the campaign's currency; null when it is not between 1 and what is refundable.
 */
export function refundSplit(donation: RefundableDonation, refund: number): RefundSplit | null {
  const left = refundable(donation);
  if (!Number.isSafeInteger(refund) || refund < 1 || refund > left) return null;
  const paidDonationLeft = Math.max(0, donation.paidAmount - donation.refunded);
  const paidTipLeft = left - paidDonationLeft;
  const fromDonation = Math.min(refund, paidDonationLeft);
  const fromTip = refund - fromDonation;
  return {
    amount: share(donation.amount, fromDonation, paidDonationLeft),
    tip: share(donation.tip, fromTip, paidTipLeft),
    full: refund === left,
  };
}

/** `part` of `whole` (paid) as a share of `counted`, all of it when `part` is all that is left. */
function share(counted: number, part: number, whole: number): number {
  if (part === 0 || whole === 0) return 0;
  if (part === whole) return counted;
  // Integer maths: counted × part fits a double exactly below 2^53 for any donation's amounts.
  return Math.min(counted, Math.round((counted * part) / whole));
}
