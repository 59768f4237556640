import Stripe from "stripe";
import { HttpError } from "../lib/errors";
import {
  type PaymentProvider,
  type PaymentStart,
  type PaymentStartInput,
  ProviderOutcomes,
  RefundRefused,
  type RefundRequest,
  type RefundStart,
} from "./payments";

/** Stripe's keys (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET). */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /**
   * Another address for Stripe's API (STRIPE_API_URL, e.g. http://127.0.0.1:12111): a local
   * stripe-mock, or the tests' fake. Unset: api.stripe.com.
   */
  apiUrl: string | null;
}

/** The metadata key that ties a PaymentIntent to its donation. */
export const DONATION_METADATA_KEY = "causeway_donation";
/** The metadata key that ties a Refund to Causeway's (donation_refunds.id). */
export const REFUND_METADATA_KEY = "causeway_refund";

const PROVIDER_DOWN = "The payment provider did not answer. Nothing was charged; try again.";
const PROVIDER_DOWN_REFUND = "refund.error.provider_down";

/** What a verified webhook event did. */
export type StripeEventOutcome =
  /** It ended a donation's payment (or found it ended already). */
  | "applied"
  /** Not one Causeway acts on: another event type, or a PaymentIntent not made for a donation. */
  | "ignored"
  /** A donation's PaymentIntent this server does not know yet: Stripe should deliver it again. */
  | "unknown";

/**
 * Card payments (and Apple Pay and Google Pay, which Stripe's Payment Element offers as cards)
 * through Stripe. `start` creates a PaymentIntent for the donation, in the donation's currency and
 * amount as the server computed them, once per donation (its idempotency key); the browser
 * confirms it with Stripe.js and the client secret. The donation stays PROCESSING until Stripe's
 * signed webhook says how the PaymentIntent ended (`verify`, then `apply`).
 */
export class StripePayments extends ProviderOutcomes implements PaymentProvider {
  readonly client: Stripe;

  constructor(readonly config: StripeConfig) {
    super();
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    this.client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "Causeway" },
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === "https:" ? 443 : 80),
            protocol: api.protocol === "https:" ? "https" : "http",
          }
        : {}),
    });
  }

  /**
   * A Refund of the PaymentIntent (https://docs.stripe.com/api/refunds/create), once per Causeway
   * refund (its idempotency key). Staff's reason goes in the metadata: Stripe's own `reason` takes
   * three words only.
   */
  async refund(request: RefundRequest): Promise<RefundStart> {
    const refund = await this.client.refunds
      .create(
        {
          payment_intent: request.paymentId,
          amount: request.amount,
          reason: "requested_by_customer",
          metadata: {
            [REFUND_METADATA_KEY]: String(request.refundId),
            causeway_reason: request.reason.slice(0, 500),
          },
        },
        { idempotencyKey: `causeway-refund-${request.refundId}` },
      )
      .catch((error: unknown) => {
        // Stripe answered and refused (already refunded, more than is left, a disputed charge):
        // its words are for staff. Anything else: Stripe was not reached.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new RefundRefused(error.message);
        }
        throw new HttpError(502, { code: 502, message: PROVIDER_DOWN_REFUND }, {}, error);
      });
    if (refund.status === "failed" || refund.status === "canceled") {
      throw new RefundRefused(refund.failure_reason ?? refund.status);
    }
    return {
      providerRefundId: refund.id,
      status: refund.status === "succeeded" ? "SUCCEEDED" : "PENDING",
    };
  }

  async start(input: PaymentStartInput): Promise<PaymentStart> {
    const intent = await this.client.paymentIntents
      .create(
        {
          amount: input.amount + input.tip,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { [DONATION_METADATA_KEY]: String(input.donationId) },
        },
        // A retry of the same donation (a lost answer, the SDK's own retries) makes no second one.
        { idempotencyKey: `causeway-donation-${input.donationId}` },
      )
      .catch((error: unknown) => {
        // Stripe unreachable or refusing: the donation's transaction is rolled back, nothing
        // is charged, and the donor is told to try again.
        throw new HttpError(502, { code: 502, message: PROVIDER_DOWN }, {}, error);
      });
    return {
      paymentId: intent.id,
      status: "PROCESSING",
      redirectUrl: null,
      clientSecret: intent.client_secret,
      publishableKey: this.config.publishableKey,
    };
  }

  /**
   * The event a webhook delivered, if Stripe signed it with the endpoint's secret (the raw body,
   * as received, and the Stripe-Signature header); throws for a forged, altered, unsigned or
   * stale (over five minutes old) delivery.
   */
  verify(rawBody: string, signature: string | undefined): Stripe.Event {
    if (!signature) throw new Error("no Stripe-Signature header");
    return this.client.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
  }

  /** Ends the donation's payment the event tells of: succeeded, failed or cancelled. */
  async apply(event: Stripe.Event): Promise<StripeEventOutcome> {
    if (REFUND_EVENTS.has(event.type)) return this.applyRefund(event.data.object as Stripe.Refund);
    const outcome = OUTCOMES[event.type];
    if (!outcome) return "ignored";
    const intent = event.data.object as Stripe.PaymentIntent;
    if (!intent.metadata?.[DONATION_METADATA_KEY]) return "ignored";
    const known =
      outcome === "PROCESSED"
        ? await this.processed?.(intent.id)
        : await this.failed?.(intent.id, outcome);
    return known ? "applied" : "unknown";
  }

  /** A refund's news: one Causeway asked for, or one made in Stripe's dashboard. */
  private async applyRefund(refund: Stripe.Refund): Promise<StripeEventOutcome> {
    const paymentId =
      typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
    if (!paymentId || !this.refunded) return "ignored";
    const ours = Number(refund.metadata?.[REFUND_METADATA_KEY]);
    const status =
      refund.status === "succeeded"
        ? "SUCCEEDED"
        : refund.status === "failed" || refund.status === "canceled"
          ? "FAILED"
          : "PENDING";
    const known = await this.refunded({
      paymentId,
      providerRefundId: refund.id,
      refundId: Number.isSafeInteger(ours) && ours > 0 ? ours : null,
      amount: refund.amount,
      status,
      note: refund.failure_reason ?? refund.reason ?? null,
    });
    return known ? "applied" : "ignored";
  }

  async drain() {}
}

/** The events about a Refund (its data.object), whoever made it. */
const REFUND_EVENTS: ReadonlySet<string> = new Set([
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.refund.updated",
]);

/** The PaymentIntent events that end a donation's payment, and how. */
const OUTCOMES: Partial<Record<string, "PROCESSED" | "FAILED" | "CANCELLED">> = {
  "payment_intent.succeeded": "PROCESSED",
  "payment_intent.payment_failed": "FAILED",
  "payment_intent.canceled": "CANCELLED",
};
