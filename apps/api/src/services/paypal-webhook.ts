// What a delivery to PayPal's webhook does (routes/paypal.ts): verified with PayPal's
// verify-webhook-signature call on the body as received, applied once per event id
// (payment-events.ts), and answered so PayPal retries only what may still apply later.
import type { Db } from "../db/database";
import { HttpError } from "../lib/errors";
import type { Logger } from "../log";
import { applyEventOnce, type EventAnswer } from "./payment-events";
import type { PayPalEvent, PayPalPayments, PayPalSignature } from "./paypal-payments";

export type PayPalWebhookAnswer =
  | EventAnswer
  | { status: 400; body: { code: 400; message: { "paypal-transmission-sig": string } } };

export async function receivePayPalEvent(
  deps: { db: Db; log: Logger },
  paypal: PayPalPayments,
  rawBody: string,
  signature: PayPalSignature,
): Promise<PayPalWebhookAnswer> {
  let event: PayPalEvent | null;
  try {
    event = await paypal.verify(rawBody, signature);
  } catch (error) {
    // PayPal could not say whether it signed it: it delivers the event again.
    deps.log.warn("paypal webhook not verified", { reason: (error as Error).message });
    throw new HttpError(
      502,
      { code: 502, message: "PayPal could not verify the event." },
      {},
      error,
    );
  }
  if (!event) {
    // Forged, altered or unsigned: nothing is read from it.
    deps.log.warn("paypal webhook refused", { transmission: signature.transmissionId ?? null });
    return {
      status: 400,
      body: { code: 400, message: { "paypal-transmission-sig": "validation.invalid" } },
    };
  }
  const verified = event;
  const resource = verified.resource as { id?: unknown };
  const paymentId =
    verified.event_type.startsWith("CHECKOUT.ORDER.") && typeof resource.id === "string"
      ? resource.id
      : null;
  try {
    return await applyEventOnce(
      deps,
      { provider: "paypal", id: verified.id, type: verified.event_type, paymentId },
      () => paypal.apply(verified),
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // PayPal not reached while applying it (the capture of an approved order): not applied, and
    // PayPal delivers it again.
    deps.log.warn("paypal event not applied", {
      event: verified.id,
      reason: (error as Error).message,
    });
    throw new HttpError(502, { code: 502, message: "PayPal could not be reached." }, {}, error);
  }
}
