import Stripe from "stripe";
import { HttpError } from "../lib/errors";
import type { PaymentProvider, PaymentStart, PaymentStartInput } from "./payments";

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

const PROVIDER_DOWN = "The payment provider did not answer. Nothing was charged; try again.";

/** What a verified webhook event did. */
export type StripeEventOutcome =
  /** It ended a donation's payment (or found it ended already). */
  | "applied"
  /** Not one Causeway acts on: another event type, or a PaymentIntent not made for a donation. */
  | "ignored"
  /** A donation's PaymentIntent this server does not know yet: Stripe should deliver it again. */
  | "unknown";

type Processed = (paymentId: string) => Promise<boolean>;
type Failed = (paymentId: string, outcome: "FAILED" | "CANCELLED") => Promise<boolean>;

/**
 * Card payments (and Apple Pay and Google Pay, which Stripe's Payment Element offers as cards)
 * through Stripe. `start` creates a PaymentIntent for the donation, in the donation's currency and
 * amount as the server computed them, once per donation (its idempotency key); the browser
 * confirms it with Stripe.js and the client secret. The donation stays PROCESSING until Stripe's
 * signed webhook says how the PaymentIntent ended (`verify`, then `apply`).
 */
export class StripePayments implements PaymentProvider {
  readonly client: Stripe;
  private processed: Processed | null = null;
  private failed: Failed | null = null;

  constructor(readonly config: StripeConfig) {
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

  onProcessed(handler: Processed) {
    this.processed = handler;
  }

  onFailed(handler: Failed) {
    this.failed = handler;
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

  async drain() {}
}

/** The PaymentIntent events that end a donation's payment, and how. */
const OUTCOMES: Partial<Record<string, "PROCESSED" | "FAILED" | "CANCELLED">> = {
  "payment_intent.succeeded": "PROCESSED",
  "payment_intent.payment_failed": "FAILED",
  "payment_intent.canceled": "CANCELLED",
};
