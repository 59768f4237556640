// A local fake of the few Stripe API endpoints Causeway calls, replaying the documented shapes
// (https://docs.stripe.com/api/payment_intents): the SDK is pointed at it with STRIPE_API_URL.
// It keeps Stripe's idempotency: a repeated Idempotency-Key with the same parameters answers the
// first PaymentIntent again, with other parameters a 400 idempotency_error.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded" | "pending" | "failed" | "canceled";
  reason: string | null;
  failure_reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
  authorization: string | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export class FakeStripe {
  readonly intents = new Map<string, FakePaymentIntent>();
  readonly refunds = new Map<string, FakeRefund>();
  /** New refunds stay `pending` (as a bank transfer's or SEPA debit's do) instead of `succeeded`. */
  refundsPending = false;
  readonly requests: StripeRequest[] = [];
  /** Answers every API call 500, as Stripe down would (the SDK retries, then gives up). */
  down = false;
  private readonly byKey = new Map<string, { form: string; intent: FakePaymentIntent }>();
  private readonly refundsByKey = new Map<string, { form: string; refund: FakeRefund }>();
  private server: Server | null = null;
  readonly secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  readonly publishableKey = `pk_test_${randomBytes(12).toString("hex")}`;
  readonly webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status, body }) => {
          res.writeHead(status, {
            "content-type": "application/json",
            "request-id": id("req"),
            // Stripe.js calls the API from the donor's page.
            "access-control-allow-origin": "*",
            "access-control-allow-headers": "authorization, content-type, idempotency-key",
          });
          res.end(status === 204 ? undefined : JSON.stringify(body));
        },
        (error) => {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    // A test file that never stops it still ends.
    this.server.unref();
    return this.url;
  }

  get started() {
    return this.server !== null;
  }

  get url() {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  /** The environment that turns Stripe on, pointed at this fake. */
  get env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_PUBLISHABLE_KEY: this.publishableKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_URL: this.url,
    };
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** A Stripe event about a PaymentIntent or a Refund, as Stripe sends it to a webhook endpoint. */
  event(type: string, intent: FakePaymentIntent | FakeRefund, eventId = id("evt")) {
    return {
      id: eventId,
      object: "event",
      api_version: "2026-11-18.endive",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: { ...intent } },
    };
  }

  /** The Stripe-Signature header Stripe would send with `payload`, signed with `secret`. */
  sign(payload: string, secret = this.webhookSecret, timestamp?: number) {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp ? { timestamp } : {}),
    });
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const request: StripeRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      form: new URLSearchParams(text),
      idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null,
      authorization: req.headers.authorization ?? null,
    };
    this.requests.push(request);
    if (request.method === "OPTIONS") return { status: 204, body: null };
    if (this.down) return apiError(500, "api_error", "Stripe is down (fake).");
    const confirm = url.pathname.match(/^\/v1\/payment_intents\/(\w+)\/confirm$/);
    // Stripe.js confirms with the publishable key and the client secret, not the secret key.
    if (request.method === "POST" && confirm?.[1]) return this.confirmIntent(confirm[1], request);
    if (request.authorization !== `Bearer ${this.secretKey}`) {
      return apiError(401, "invalid_request_error", "Invalid API Key provided.");
    }
    if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
      return this.createIntent(request);
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      return this.createRefund(request);
    }
    const one = url.pathname.match(/^\/v1\/payment_intents\/([\w]+)$/);
    if (request.method === "GET" && one?.[1]) {
      const intent = this.intents.get(one[1]);
      return intent
        ? { status: 200, body: intent }
        : apiError(404, "invalid_request_error", `No such payment_intent: '${one[1]}'`);
    }
    return apiError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${request.method}: ${url.pathname}).`,
    );
  }

  /** Where the webhook's events go (the app's endpoint); unset: none are sent. */
  webhookUrl: string | null = null;
  /**
   * Or the app in the test's own process (Hono's app.request): sends one delivery, answers its
   * HTTP status. Used when `webhookUrl` is unset.
   */
  webhookSender: ((payload: string, signature: string) => Promise<number>) | null = null;
  /** While false, nothing is delivered (an event Stripe never got through). */
  delivering = true;
  /** Each webhook delivery and the app's answer. */
  readonly deliveries: { type: string; status: number }[] = [];

  /**
   * Stripe.js's confirmation with a test card of Stripe's docs: 4242 4242 4242 4242 succeeds,
   * anything else is declined. Like Stripe, the outcome also goes to the webhook, signed.
   */
  private confirmIntent(intentId: string, request: StripeRequest) {
    const intent = this.intents.get(intentId);
    if (!intent || request.form.get("client_secret") !== intent.client_secret) {
      return apiError(404, "invalid_request_error", `No such payment_intent: '${intentId}'`);
    }
    if (intent.status === "succeeded" || intent.status === "canceled") {
      return apiError(
        400,
        "invalid_request_error",
        "This PaymentIntent's status does not allow a confirmation.",
      );
    }
    const number = request.form.get("payment_method_data[card][number]") ?? "";
    if (number === "4242424242424242") {
      intent.status = "succeeded";
      void this.deliver(this.event("payment_intent.succeeded", intent));
      return { status: 200, body: intent };
    }
    intent.status = "requires_payment_method";
    void this.deliver(this.event("payment_intent.payment_failed", intent));
    return {
      status: 402,
      body: {
        error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
          payment_intent: intent,
        },
      },
    };
  }

  /** Sends `event` to the webhook as Stripe does: signed, and again while it is not taken. */
  async deliver(event: ReturnType<FakeStripe["event"]>) {
    const url = this.webhookUrl;
    const sender = this.webhookSender;
    if (!this.delivering || (!url && !sender)) return;
    const payload = JSON.stringify(event);
    for (let attempt = 0; attempt < 20; attempt++) {
      const signature = this.sign(payload);
      const status = url
        ? ((
            await fetch(url, {
              method: "POST",
              headers: { "content-type": "application/json", "stripe-signature": signature },
              body: payload,
            }).catch(() => null)
          )?.status ?? 0)
        : await (sender as NonNullable<typeof sender>)(payload, signature).catch(() => 0);
      this.deliveries.push({ type: event.type, status });
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** What is left to refund of a PaymentIntent: its amount less its refunds that did not fail. */
  unrefunded(intent: FakePaymentIntent): number {
    let refunded = 0;
    for (const refund of this.refunds.values()) {
      if (refund.payment_intent === intent.id && refund.status !== "failed")
        refunded += refund.amount;
    }
    return intent.amount - refunded;
  }

  /**
   * A refund made in Stripe's dashboard (no Causeway metadata), told to the webhook with
   * refund.created as Stripe does.
   */
  refundInDashboard(intentId: string, amount: number): FakeRefund {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no PaymentIntent ${intentId}`);
    const refund = this.newRefund(intent, amount, {}, "requested_by_customer");
    void this.deliver(this.event("refund.created", refund));
    return refund;
  }

  /** A refund that fails later (the card closed): refund.failed, as Stripe sends it. */
  failRefund(refundId: string, reason = "expired_or_canceled_card") {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = "failed";
    refund.failure_reason = reason;
    return this.deliver(this.event("refund.failed", refund));
  }

  private newRefund(
    intent: FakePaymentIntent,
    amount: number,
    metadata: Record<string, string>,
    reason: string | null,
  ): FakeRefund {
    const refund: FakeRefund = {
      id: id("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: this.refundsPending ? "pending" : "succeeded",
      reason,
      failure_reason: null,
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** POST /v1/refunds (https://docs.stripe.com/api/refunds/create), with Stripe's refusals. */
  private createRefund(request: StripeRequest) {
    const form = request.form;
    const key = request.idempotencyKey;
    const canonical = [...form].sort().toString();
    if (key) {
      const earlier = this.refundsByKey.get(key);
      if (earlier && earlier.form !== canonical) {
        return apiError(
          400,
          "idempotency_error",
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
        );
      }
      if (earlier) return { status: 200, body: earlier.refund };
    }
    const intentId = form.get("payment_intent") ?? "";
    const intent = this.intents.get(intentId);
    if (!intent) {
      return apiError(404, "invalid_request_error", `No such payment_intent: '${intentId}'`);
    }
    if (intent.status !== "succeeded") {
      return apiError(
        400,
        "invalid_request_error",
        "This PaymentIntent does not have a successful charge to refund.",
      );
    }
    const left = this.unrefunded(intent);
    if (left === 0) {
      return apiError(
        400,
        "invalid_request_error",
        `Charge for ${intent.id} has already been refunded.`,
      );
    }
    const amount = form.has("amount") ? Number(form.get("amount")) : left;
    if (!Number.isInteger(amount) || amount < 1) {
      return apiError(400, "invalid_request_error", "Invalid positive integer", "amount");
    }
    if (amount > left) {
      return apiError(
        400,
        "invalid_request_error",
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount",
      );
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const m = name.match(/^metadata\[(.+)\]$/);
      if (m?.[1]) metadata[m[1]] = value;
    }
    const refund = this.newRefund(intent, amount, metadata, form.get("reason"));
    if (key) this.refundsByKey.set(key, { form: canonical, refund });
    void this.deliver(this.event("refund.created", refund));
    return { status: 200, body: refund };
  }

  private createIntent(request: StripeRequest) {
    const form = request.form;
    const key = request.idempotencyKey;
    const canonical = [...form].sort().toString();
    if (key) {
      const earlier = this.byKey.get(key);
      if (earlier && earlier.form !== canonical) {
        return apiError(
          400,
          "idempotency_error",
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
        );
      }
      if (earlier) return { status: 200, body: earlier.intent };
    }
    const amount = Number(form.get("amount"));
    const currency = form.get("currency") ?? "";
    if (!Number.isInteger(amount) || amount < 1) {
      return apiError(400, "invalid_request_error", "Invalid integer: amount", "amount");
    }
    if (!/^[a-z]{3}$/.test(currency)) {
      return apiError(400, "invalid_request_error", "Invalid currency", "currency");
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const m = name.match(/^metadata\[(.+)\]$/);
      if (m?.[1]) metadata[m[1]] = value;
    }
    const intentId = id("pi");
    const intent: FakePaymentIntent = {
      id: intentId,
      object: "payment_intent",
      amount,
      currency,
      status: "requires_payment_method",
      client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
      metadata,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    this.intents.set(intentId, intent);
    if (key) this.byKey.set(key, { form: canonical, intent });
    return { status: 200, body: intent };
  }
}

function apiError(status: number, type: string, message: string, param?: string) {
  return { status, body: { error: { type, message, ...(param ? { param } : {}) } } };
}
