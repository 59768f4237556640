// What a delivery to Stripe's webhook does (routes/payment-webhooks.ts): verified on the raw body
// with the endpoint's secret, applied once per event id, and answered so Stripe retries only what
// may still apply later.
import type { Db } from "../db/database";
import type { Logger } from "../log";
import type { StripePayments } from "./stripe-payments";

export type WebhookAnswer =
  | { status: 200; body: { received: true; duplicate?: true } }
  | { status: 400; body: { code: 400; message: { "stripe-signature": string } } }
  | { status: 409; body: { code: 409; message: string } };

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
  const claimed = await deps.db
    .insertInto("payment_events")
    .values({ provider: "stripe", event_id: event.id, type: event.type, payment_id: paymentId })
    .onConflict((oc) => oc.doNothing())
    .returning("event_id")
    .executeTakeFirst();
  // Applied already (a retry, a replay): answered as received, and nothing changes.
  if (!claimed) return { status: 200, body: { received: true, duplicate: true } };
  const release = () =>
    deps.db
      .deleteFrom("payment_events")
      .where("provider", "=", "stripe")
      .where("event_id", "=", event.id)
      .execute();
  let outcome: Awaited<ReturnType<StripePayments["apply"]>>;
  try {
    outcome = await stripe.apply(event);
  } catch (error) {
    // Not applied: Stripe delivers it again.
    await release();
    throw error;
  }
  if (outcome === "unknown") {
    // The donation's transaction has not committed yet: Stripe retries, and it will be known.
    await release();
    return { status: 409, body: { code: 409, message: "The payment is not known yet." } };
  }
  deps.log.info("stripe event", { event: event.id, type: event.type, outcome });
  return { status: 200, body: { received: true } };
}
