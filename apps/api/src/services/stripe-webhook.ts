// What a delivery to Stripe's webhook does (routes/payment-webhooks.ts): verified on the raw body
// with the endpoint's secret, applied once per event id (payment-events.ts), and answered so
// Stripe retries only what may still apply later.
import type { Db } from "../db/database";
import type { Logger } from "../log";
import { applyEventOnce, type EventAnswer } from "./payment-events";
import type { StripePayments } from "./stripe-payments";

export type WebhookAnswer =
  | EventAnswer
  | { status: 400; body: { code: 400; message: { "stripe-signature": string } } };

export async function receiveStripeEvent(
  deps: { db: Db; log: Logger },
  stripe: StripePayments,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  let event: ReturnType<StripePayments["verify"]>;
  try {
    event = stripe.verify(rawBody, signature);
  } catch (error) {
    // Forged, altered, unsigned or stale: nothing is read from it.
    deps.log.warn("stripe webhook refused", { reason: (error as Error).message });
    return {
      status: 400,
      body: { code: 400, message: { "stripe-signature": "validation.invalid" } },
    };
  }
  const object = event.data.object as { object?: string; id?: string };
  const paymentId = object.object === "payment_intent" ? (object.id ?? null) : null;
  return applyEventOnce(
    deps,
    { provider: "stripe", id: event.id, type: event.type, paymentId },
    () => stripe.apply(event),
  );
}
