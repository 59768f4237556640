"use client";
import {
  campaignMutations,
  type Donation,
  type DonationPayload,
  donationQueries,
} from "@causeway/api-client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

/**
 * Where a donation stands for the donor: the form; on its way to the provider's page; the card
 * step in the page (Stripe); a bank transfer's details; waiting for the provider; paid; declined
 * (or its 3-D Secure check failed); cancelled on that page; paid, then given back in full.
 */
export type DonateStage =
  | "form"
  | "redirect"
  | "card"
  | "bank"
  | "processing"
  | "processed"
  | "failed"
  | "cancelled"
  | "refunded";

/** What the card step in the page needs: Stripe's publishable key and the payment's secret. */
export interface CardPayment {
  publishableKey: string;
  clientSecret: string;
}

/** The stage of a donation read from the API (PROCESSING waits, whatever the provider). */
export function stageOf(
  donation: Pick<Donation, "payment_status">,
): Exclude<DonateStage, "form" | "card" | "bank"> {
  switch (donation.payment_status) {
    case "PROCESSED":
      return "processed";
    case "FAILED":
      return "failed";
    case "CANCELLED":
      return "cancelled";
    case "REFUNDED":
      return "refunded";
    default:
      return "processing";
  }
}

interface Options {
  campaignId: number;
  pollIntervalMs: number;
  /** Sends the donor to the provider's page (once per payment). */
  onRedirect: (url: string) => void;
  onComplete?: (donation: Donation) => void;
}

/**
 * Checkout through the contract's createDonation (with an Idempotency-Key per payload object).
 * A provider that answers a `redirect_url` (the sandbox's card page, PayPal) gets the donor; one
 * that answers a client secret and a publishable key (Stripe) gets the card step in the page
 * first; otherwise (and after that step) getDonation is polled while the payment is PROCESSING,
 * until it ends.
 */
export function useDonateCheckout({ campaignId, pollIntervalMs, onRedirect, onComplete }: Options) {
  const checkout = useMutation(campaignMutations.donate(campaignId));
  const started = checkout.data?.donation;
  const payment = checkout.data?.payment;
  const card: CardPayment | null =
    payment?.client_secret && payment.publishable_key
      ? { publishableKey: payment.publishable_key, clientSecret: payment.client_secret }
      : null;
  // Stripe.js took the card: from then on the widget waits for the server to hear it.
  const [cardConfirmed, setCardConfirmed] = useState(false);
  const inCardStep = card !== null && !cardConfirmed && started?.payment_status === "PROCESSING";
  const status = useQuery({
    ...donationQueries.detail(started?.id ?? 0, started?.payment_id),
    // Nothing to ask while the donor is still typing the card in.
    enabled: started !== undefined && started.payment_status === "PROCESSING" && !inCardStep,
    refetchInterval: (query) =>
      (query.state.data?.payment_status ?? "PROCESSING") === "PROCESSING" ? pollIntervalMs : false,
    refetchIntervalInBackground: true,
  });
  const donation: Donation | undefined = status.data ?? started;
  const redirectUrl = checkout.data?.payment.redirect_url ?? null;
  let stage: DonateStage = donation ? stageOf(donation) : "form";
  if (stage === "processing" && redirectUrl) stage = "redirect";
  if (stage === "processing" && inCardStep) stage = "card";
  // A bank transfer waits for the donor's bank: its details stay until it is paid.
  const bankTransfer = payment?.bank_transfer ?? null;
  if (stage === "processing" && bankTransfer) stage = "bank";

  // The latest callbacks, so a host passing new functions on each render redirects only once.
  const callbacks = useRef({ onRedirect, onComplete });
  callbacks.current = { onRedirect, onComplete };
  const redirected = useRef<string | null>(null);
  useEffect(() => {
    if (redirectUrl && redirected.current !== redirectUrl) {
      redirected.current = redirectUrl;
      callbacks.current.onRedirect(redirectUrl);
    }
  }, [redirectUrl]);

  // Once per completed donation, however often the status is read again.
  const completed = useRef<number | null>(null);
  useEffect(() => {
    if (stage === "processed" && donation && completed.current !== donation.id) {
      completed.current = donation.id;
      callbacks.current.onComplete?.(donation);
    }
  }, [stage, donation]);

  return {
    stage,
    donation,
    redirectUrl,
    card,
    bankTransfer,
    confirmCard: () => setCardConfirmed(true),
    submit: (payload: DonationPayload) => checkout.mutate(payload),
    isSubmitting: checkout.isPending,
    submitError: checkout.error,
    statusError: status.error,
    reset: () => {
      setCardConfirmed(false);
      checkout.reset();
    },
  };
}
