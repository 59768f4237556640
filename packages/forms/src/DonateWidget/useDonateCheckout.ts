"use client";
import {
  campaignMutations,
  type Donation,
  type DonationPayload,
  donationQueries,
} from "@causeway/api-client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

export type DonateStage = "form" | "processing" | "processed";

interface Options {
  campaignId: number;
  pollIntervalMs: number;
  onRedirect: (url: string) => void;
  onComplete?: (donation: Donation) => void;
}

/**
 * Checkout through the contract's createDonation (with an Idempotency-Key per payload object),
 * then getDonation polled while the payment is PROCESSING, until PROCESSED.
 */
export function useDonateCheckout({ campaignId, pollIntervalMs, onRedirect, onComplete }: Options) {
  const checkout = useMutation(campaignMutations.donate(campaignId));
  const started = checkout.data?.donation;
  const status = useQuery({
    ...donationQueries.detail(started?.id ?? 0, started?.payment_id),
    enabled: started !== undefined && started.payment_status === "PROCESSING",
    refetchInterval: (query) =>
      query.state.data?.payment_status === "PROCESSED" ? false : pollIntervalMs,
    refetchIntervalInBackground: true,
  });
  const donation: Donation | undefined = status.data ?? started;
  const stage: DonateStage = !donation
    ? "form"
    : donation.payment_status === "PROCESSED"
      ? "processed"
      : "processing";

  const redirectUrl = checkout.data?.payment.redirect_url;
  useEffect(() => {
    if (redirectUrl) onRedirect(redirectUrl);
  }, [redirectUrl, onRedirect]);

  // Once per completed donation, however often the status is read again.
  const completed = useRef<number | null>(null);
  useEffect(() => {
    if (stage === "processed" && donation && completed.current !== donation.id) {
      completed.current = donation.id;
      onComplete?.(donation);
    }
  }, [stage, donation, onComplete]);

  return {
    stage,
    donation,
    submit: (payload: DonationPayload) => checkout.mutate(payload),
    isSubmitting: checkout.isPending,
    submitError: checkout.error,
    statusError: status.error,
    reset: () => checkout.reset(),
  };
}
