// PayPal Checkout's way back and its webhook (issue 29), answered only while PayPal is configured
// (PAYPAL_CLIENT_ID, _SECRET, _WEBHOOK_ID; 404 otherwise):
// - GET /api/v2/payments/paypal/return (returnFromPayPal): PayPal sends the donor here with the
//   order's id (`token`) once they approved it; the order is captured and the donor sent on to the
//   donation's return address with `donation`, `payment_id` and `status`, as the sandbox does.
// - GET /api/v2/payments/paypal/cancel (cancelPayPal): they left PayPal's page without paying.
// - POST /api/v2/payments/paypal/webhook (receivePayPalWebhook): PayPal's signed events.
import type { Hono } from "hono";
import type { Deps, Env } from "../context";
import type { Ctx } from "../http/request";
import { notFound } from "../lib/errors";
import { PayPalPayments } from "../services/paypal-payments";
import { receivePayPalEvent } from "../services/paypal-webhook";
import { findProvider } from "../services/routed-payments";
import { returnAddress } from "../services/sandbox-pay";

/** PayPal's order ids: 17 capitals and digits today; a little room, nothing else. */
const ORDER_ID = /^[A-Z0-9]{5,36}$/;

export function paypalRoutes(app: Hono<Env>, deps: Deps) {
  const paypal = findProvider(deps.payments, PayPalPayments);
  const { db } = deps;

  /** A PayPal donation with what its way back needs. */
  const load = (where: { paymentId: string } | { id: number }) =>
    db
      .selectFrom("donations")
      .innerJoin("campaigns", "campaigns.id", "donations.campaign_id")
      .select([
        "donations.id",
        "donations.payment_id",
        "donations.payment_status",
        "donations.return_url",
        "campaigns.slug",
      ])
      .where("donations.payment_method", "=", "PAYPAL")
      .where((eb) =>
        "id" in where
          ? eb("donations.id", "=", where.id)
          : eb("donations.payment_id", "=", where.paymentId),
      )
      .executeTakeFirst();

  /** The PayPal donation of the order in `?token=`, or a 404. */
  const donationOf = async (c: Ctx) => {
    if (!paypal) throw notFound();
    const token = c.req.query("token") ?? "";
    if (!ORDER_ID.test(token)) throw notFound();
    const row = await load({ paymentId: token });
    if (!row) throw notFound();
    return { paypal, row };
  };

  /** On to the donation's return address, with how it stands now. */
  const onward = async (c: Ctx, id: number) => {
    const row = await load({ id });
    if (!row) throw notFound();
    const status = row.payment_status === "REFUNDED" ? "PROCESSED" : row.payment_status;
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.redirect(returnAddress(row, status, deps.config.publicUrl).href, 303);
  };

  app.get("/api/v2/payments/paypal/return", async (c) => {
    const { paypal, row } = await donationOf(c);
    if (row.payment_status === "PROCESSING") {
      try {
        await paypal.capture(row.payment_id);
      } catch (error) {
        // PayPal not reached: the donation waits; PayPal's webhook (CHECKOUT.ORDER.APPROVED)
        // captures it, and the checkout page keeps asking.
        deps.log.warn("paypal capture on return failed", {
          donation: row.id,
          reason: (error as Error).message,
        });
      }
    }
    return onward(c, row.id);
  });

  app.get("/api/v2/payments/paypal/cancel", async (c) => {
    const { paypal, row } = await donationOf(c);
    if (row.payment_status === "PROCESSING") await paypal.cancel(row.payment_id);
    return onward(c, row.id);
  });

  app.post("/api/v2/payments/paypal/webhook", async (c) => {
    if (!paypal) throw notFound();
    // The event goes back to PayPal as sent: the body is read as text, never re-serialised.
    const answer = await receivePayPalEvent(deps, paypal, await c.req.text(), {
      authAlgo: c.req.header("paypal-auth-algo"),
      certUrl: c.req.header("paypal-cert-url"),
      transmissionId: c.req.header("paypal-transmission-id"),
      transmissionSig: c.req.header("paypal-transmission-sig"),
      transmissionTime: c.req.header("paypal-transmission-time"),
    });
    return c.json(answer.body, answer.status);
  });
}
