// POST /api/v2/payments/stripe/webhook (receiveStripeWebhook, issue 29): Stripe's signed events
// about the donations' PaymentIntents. Answered 404 while Stripe is not configured (the sandbox
// takes every payment then).
import type { Hono } from "hono";
import type { Deps, Env } from "../context";
import { notFound } from "../lib/errors";
import { findProvider } from "../services/routed-payments";
import { StripePayments } from "../services/stripe-payments";
import { receiveStripeEvent } from "../services/stripe-webhook";

export function paymentWebhookRoutes(app: Hono<Env>, deps: Deps) {
  const stripe = findProvider(deps.payments, StripePayments);
  app.post("/api/v2/payments/stripe/webhook", async (c) => {
    if (!stripe) throw notFound();
    // The signature covers the bytes as sent: the body is read as text, never re-serialised.
    const answer = await receiveStripeEvent(
      deps,
      stripe,
      await c.req.text(),
      c.req.header("stripe-signature"),
    );
    return c.json(answer.body, answer.status);
  });
}
