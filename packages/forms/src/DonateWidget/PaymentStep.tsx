"use client";
import type { BankTransfer } from "@causeway/api-client";
import { Spinner } from "@causeway/ui";
import { lazy, Suspense } from "react";
import type { StripeCardStepProps } from "./StripeCardStep";

// Each method's step loads its own libraries: Stripe's for a card, lean-qr for a transfer.
const StripeCardStep = lazy(() => import("./StripeCardStep"));
const BankTransferStep = lazy(() => import("./BankTransferStep"));

export type PaymentStepProps = Omit<StripeCardStepProps, "card"> & {
  /** Stripe's card step, when Stripe takes the payment; else the transfer's details. */
  card?: StripeCardStepProps["card"] | null;
  transfer?: BankTransfer | null;
};

/**
 * The step between a donation made and paid, in the page: the card (Stripe) or the transfer's
 * details. A lazy chunk of its own, loaded only for those payments: the donate page's own bundle
 * carries neither, and shares no module with it (a shared one would be split into one more file).
 */
export default function PaymentStep({ card, transfer, ...props }: PaymentStepProps) {
  return (
    <Suspense fallback={<Spinner size="md" />}>
      {card ? (
        <StripeCardStep card={card} {...props} />
      ) : transfer ? (
        <BankTransferStep transfer={transfer} />
      ) : null}
    </Suspense>
  );
}
