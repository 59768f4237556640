// A local fake of the few PayPal REST endpoints Causeway calls, replaying the documented shapes
// (https://developer.paypal.com/docs/api/orders/v2/, payments/v2, webhooks/v1). PayPal's server
// SDK knows only PayPal's hosts; with PAYPAL_API_URL its requests come here, path and query kept.
// It keeps PayPal-Request-Id idempotency, serves the approval page the donor is sent to
// (PayPal's own page in real life), and signs the webhooks it sends so that only they pass its
// verify-webhook-signature.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Money = { currency_code: string; value: string };

export interface FakeCapture {
  id: string;
  status: "COMPLETED" | "DECLINED" | "PENDING";
  amount: Money;
  custom_id: string;
  supplementary_data: { related_ids: { order_id: string } };
}

export interface FakeOrder {
  id: string;
  intent: "CAPTURE";
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED";
  purchase_units: {
    reference_id: string;
    custom_id: string;
    amount: Money;
    payments?: { captures: FakeCapture[] };
  }[];
  returnUrl: string;
  cancelUrl: string;
}

export interface FakePayPalRefund {
  id: string;
  status: "COMPLETED" | "PENDING" | "FAILED";
  amount: Money;
  custom_id: string | null;
  note_to_payer: string | null;
  links: { rel: string; href: string; method: string }[];
}

export interface PayPalRequest {
  method: string;
  path: string;
  body: unknown;
  requestId: string | null;
  authorization: string | null;
}

const API = "https://api-m.sandbox.paypal.com";
const newId = (length = 17) =>
  randomBytes(length)
    .toString("hex")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, length);
const cents = (value: string) => Math.round(Number(value) * 100);
const money = (minor: number, currency: string): Money => ({
  currency_code: currency,
  value: `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`,
});

export class FakePayPal {
  readonly clientId = `AbC${newId(20)}`;
  readonly clientSecret = `EfG${newId(30)}`;
  readonly webhookId = `WH-${newId(17)}`;
  readonly orders = new Map<string, FakeOrder>();
  readonly refunds = new Map<string, FakePayPalRefund>();
  readonly requests: PayPalRequest[] = [];
  /** The next capture is declined by the donor's funding source. */
  declineNextCapture = false;
  /** Answers every API call 503, as PayPal down would. */
  down = false;
  /** Goes down once this many API calls were made (null: never). */
  failAfter: number | null = null;
  /** Where the webhooks go (the server's /api/v2/payments/paypal/webhook). */
  webhookUrl: string | null = null;
  /** Or who takes them in the same process (an API test's app): their answer's status. */
  webhookSender: ((body: string, headers: Record<string, string>) => Promise<number>) | null = null;
  /** Deliveries made: type and the answer's status. */
  readonly deliveries: { type: string; status: number }[] = [];
  private readonly token = `A21AA${newId(40)}`;
  private readonly byRequestId = new Map<string, { status: number; body: unknown }>();
  /** The transmissions this fake sent: id -> signature and the body as sent. */
  private readonly sent = new Map<string, { sig: string; body: string }>();
  /** Each refund's capture. */
  private readonly refundOf = new Map<string, string>();
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      // Whatever it is sent (a fuzzer's nesting too deep to parse), it answers.
      this.route(req, res).catch((error: unknown) => {
        if (!res.headersSent)
          this.send(res, 500, { name: "INTERNAL_SERVER_ERROR", message: String(error) });
        else res.end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
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

  /** The environment that turns PayPal on, pointed at this fake. */
  get env(): Record<string, string> {
    return {
      PAYPAL_CLIENT_ID: this.clientId,
      PAYPAL_CLIENT_SECRET: this.clientSecret,
      PAYPAL_WEBHOOK_ID: this.webhookId,
      PAYPAL_API_URL: this.url,
    };
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** The donor approves the order on PayPal's page (what its Pay button does). */
  approve(orderId: string): FakeOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    if (order.status === "PAYER_ACTION_REQUIRED") order.status = "APPROVED";
    return order;
  }

  /** A webhook event about `resource`, as PayPal sends it. */
  event(eventType: string, resource: unknown, id = `WH-${newId(17)}`) {
    return {
      id,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: eventType.startsWith("CHECKOUT.") ? "checkout-order" : "capture",
      resource_version: "2.0",
      event_type: eventType,
      summary: eventType,
      resource,
    };
  }

  /** The transmission headers PayPal sends with `body`; only these pass verification here. */
  sign(body: string) {
    const transmissionId = crypto.randomUUID();
    const sig = randomBytes(48).toString("base64");
    this.sent.set(transmissionId, { sig, body });
    return {
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": `${API}/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270`,
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-sig": sig,
      "paypal-transmission-time": new Date().toISOString(),
    };
  }

  /** Sends `event` to the webhook as PayPal does: signed, and again while it is not taken. */
  async deliver(event: ReturnType<FakePayPal["event"]>) {
    const url = this.webhookUrl;
    const sender = this.webhookSender;
    if (!url && !sender) return;
    const body = JSON.stringify(event);
    for (let attempt = 0; attempt < 20; attempt++) {
      const headers = { "content-type": "application/json", ...this.sign(body) };
      const status = url
        ? ((await fetch(url, { method: "POST", headers, body }).catch(() => null))?.status ?? 0)
        : await (sender as NonNullable<typeof sender>)(body, headers).catch(() => 0);
      this.deliveries.push({ type: event.event_type, status });
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** A refund made in PayPal's dashboard, and its webhook. */
  async refundInDashboard(orderId: string, minor: number) {
    const capture = this.orders.get(orderId)?.purchase_units[0]?.payments?.captures[0];
    if (!capture) throw new Error(`order ${orderId} has no capture`);
    const refund = this.refund(capture, minor, null, null);
    await this.deliver(this.event("PAYMENT.CAPTURE.REFUNDED", refund));
    return refund;
  }

  private async route(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url ?? "/", API);
    // The approval page is opened by the donor's browser, on this fake's own address.
    if (req.method === "GET" && target.pathname === "/checkoutnow") return this.page(target, res);
    if (req.method === "GET" && target.pathname === "/checkoutnow/pay") {
      const order = this.orders.get(target.searchParams.get("token") ?? "");
      if (!order) return this.send(res, 404, { name: "RESOURCE_NOT_FOUND" });
      const approved = target.searchParams.get("choice") === "pay";
      if (approved) this.approve(order.id);
      const back = new URL(approved ? order.returnUrl : order.cancelUrl);
      back.searchParams.set("token", order.id);
      if (approved) back.searchParams.set("PayerID", "FAKEPAYER01");
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const request: PayPalRequest = {
      method: req.method ?? "GET",
      path: target.pathname,
      body: text && req.headers["content-type"]?.includes("json") ? JSON.parse(text) : text,
      requestId: (req.headers["paypal-request-id"] as string | undefined) ?? null,
      authorization: req.headers.authorization ?? null,
    };
    this.requests.push(request);
    const over = this.failAfter !== null && this.requests.length > this.failAfter;
    if (this.down || over) return this.send(res, 503, { name: "SERVICE_UNAVAILABLE" });
    const answer = await this.answer(request);
    return this.send(res, answer.status, answer.body);
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json", "paypal-debug-id": newId(13) });
    res.end(JSON.stringify(body));
  }

  private async answer(request: PayPalRequest): Promise<{ status: number; body: unknown }> {
    const { method, path } = request;
    if (method === "POST" && path === "/v1/oauth2/token") {
      const basic = Buffer.from(`${this.clientId}:${this.clientSecret}`).toString("base64");
      if (request.authorization !== `Basic ${basic}`)
        return { status: 401, body: { error: "invalid_client" } };
      return {
        status: 200,
        body: {
          scope: "https://uri.paypal.com/services/payments/payment",
          access_token: this.token,
          token_type: "Bearer",
          app_id: "APP-80W284485P519543T",
          expires_in: 32400,
          nonce: newId(20),
        },
      };
    }
    if (request.authorization !== `Bearer ${this.token}`)
      return { status: 401, body: { name: "AUTHENTICATION_FAILURE" } };
    // The same PayPal-Request-Id answers what it answered first.
    const key = request.requestId ? `${path}:${request.requestId}` : null;
    const earlier = key ? this.byRequestId.get(key) : undefined;
    if (earlier) return earlier;
    const answer = await this.operation(request);
    if (key && answer.status < 500) this.byRequestId.set(key, answer);
    return answer;
  }

  private async operation(request: PayPalRequest): Promise<{ status: number; body: unknown }> {
    const { method, path } = request;
    const body = request.body as Record<string, unknown>;
    const unprocessable = (issue: string) => ({
      status: 422,
      body: {
        name: "UNPROCESSABLE_ENTITY",
        message: issue,
        debug_id: newId(13),
        details: [{ issue }],
      },
    });
    if (method === "POST" && path === "/v2/checkout/orders") return this.createOrder(body);
    let match = path.match(/^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/);
    if (match) {
      const order = this.orders.get(match[1] ?? "");
      if (!order) return { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };
      if (method === "GET" && !match[2]) return { status: 200, body: this.present(order) };
      if (method !== "POST" || !match[2]) return { status: 405, body: {} };
      if (order.status === "COMPLETED") return unprocessable("ORDER_ALREADY_CAPTURED");
      if (order.status !== "APPROVED") return unprocessable("ORDER_NOT_APPROVED");
      const unit = order.purchase_units[0];
      if (!unit) return unprocessable("INVALID_PARAMETER_VALUE");
      const declined = this.declineNextCapture;
      this.declineNextCapture = false;
      const capture: FakeCapture = {
        id: newId(17),
        status: declined ? "DECLINED" : "COMPLETED",
        amount: unit.amount,
        custom_id: unit.custom_id,
        supplementary_data: { related_ids: { order_id: order.id } },
      };
      unit.payments = { captures: [capture] };
      order.status = "COMPLETED";
      // PayPal tells the webhook too, a moment later.
      setTimeout(() => {
        void this.deliver(
          this.event(declined ? "PAYMENT.CAPTURE.DENIED" : "PAYMENT.CAPTURE.COMPLETED", capture),
        );
      }, 20);
      return { status: 201, body: this.present(order) };
    }
    match = path.match(/^\/v2\/payments\/captures\/([A-Z0-9]+)(\/refund)?$/);
    if (match) {
      const capture = [...this.orders.values()]
        .flatMap((order) => order.purchase_units[0]?.payments?.captures ?? [])
        .find((c) => c.id === match?.[1]);
      if (!capture) return { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };
      if (method === "GET" && !match[2]) return { status: 200, body: capture };
      const amount = body.amount as Money | undefined;
      const minor = amount ? cents(amount.value) : this.unrefunded(capture);
      if (capture.status !== "COMPLETED") return unprocessable("CAPTURE_NOT_COMPLETED");
      if (minor > this.unrefunded(capture)) return unprocessable("REFUND_AMOUNT_EXCEEDED");
      const refund = this.refund(
        capture,
        minor,
        typeof body.custom_id === "string" ? body.custom_id : null,
        typeof body.note_to_payer === "string" ? body.note_to_payer : null,
      );
      setTimeout(() => void this.deliver(this.event("PAYMENT.CAPTURE.REFUNDED", refund)), 20);
      return { status: 201, body: refund };
    }
    if (method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
      const sent = this.sent.get(String(body.transmission_id));
      const verified =
        sent !== undefined &&
        sent.sig === body.transmission_sig &&
        body.webhook_id === this.webhookId &&
        JSON.stringify(body.webhook_event) === JSON.stringify(JSON.parse(sent.body));
      return { status: 200, body: { verification_status: verified ? "SUCCESS" : "FAILURE" } };
    }
    return { status: 404, body: { name: "RESOURCE_NOT_FOUND", message: path } };
  }

  private createOrder(body: Record<string, unknown>): { status: number; body: unknown } {
    const units = body.purchase_units as {
      reference_id: string;
      custom_id: string;
      amount: Money;
    }[];
    const context = (
      body.payment_source as { paypal?: { experience_context?: Record<string, string> } }
    )?.paypal?.experience_context;
    const unit = units?.[0];
    if (body.intent !== "CAPTURE" || !unit || !context?.return_url || !context.cancel_url)
      return { status: 400, body: { name: "INVALID_REQUEST" } };
    if (
      !/^\d+(\.\d{2})?$/.test(unit.amount.value) ||
      !["EUR", "USD", "GBP", "PLN", "HUF"].includes(unit.amount.currency_code)
    )
      return {
        status: 422,
        body: {
          name: "UNPROCESSABLE_ENTITY",
          debug_id: newId(13),
          details: [{ issue: "CURRENCY_NOT_SUPPORTED" }],
        },
      };
    const order: FakeOrder = {
      id: newId(17),
      intent: "CAPTURE",
      status: "PAYER_ACTION_REQUIRED",
      purchase_units: [
        { reference_id: unit.reference_id, custom_id: unit.custom_id, amount: unit.amount },
      ],
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
    };
    this.orders.set(order.id, order);
    return { status: 200, body: this.present(order) };
  }

  private present(order: FakeOrder) {
    const { returnUrl: _r, cancelUrl: _c, ...shown } = order;
    return {
      ...shown,
      links: [
        { href: `${API}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
        { href: `${this.url}/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" },
      ],
    };
  }

  private refund(
    capture: FakeCapture,
    minor: number,
    customId: string | null,
    note: string | null,
  ): FakePayPalRefund {
    const refund: FakePayPalRefund = {
      id: newId(17),
      status: "COMPLETED",
      amount: money(minor, capture.amount.currency_code),
      custom_id: customId,
      note_to_payer: note,
      links: [
        { href: `${API}/v2/payments/refunds/${newId(17)}`, rel: "self", method: "GET" },
        { href: `${API}/v2/payments/captures/${capture.id}`, rel: "up", method: "GET" },
      ],
    };
    this.refunds.set(refund.id, refund);
    this.refundOf.set(refund.id, capture.id);
    return refund;
  }

  /** What is left to refund of a capture. */
  unrefunded(capture: FakeCapture): number {
    let refunded = 0;
    for (const [refundId, captureId] of this.refundOf) {
      const refund = this.refunds.get(refundId);
      if (captureId === capture.id && refund && refund.status !== "FAILED")
        refunded += cents(refund.amount.value);
    }
    return cents(capture.amount.value) - refunded;
  }

  /** PayPal's approval page, as the donor sees it (here: Pay, or Cancel and return). */
  private page(target: URL, res: ServerResponse) {
    const order = this.orders.get(target.searchParams.get("token") ?? "");
    if (!order) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("No such order");
    }
    const amount = order.purchase_units[0]?.amount;
    const link = (choice: string) => `/checkoutnow/pay?token=${order.id}&amp;choice=${choice}`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal Checkout (test)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>
<h1>Pay with PayPal</h1><p>Causeway: ${amount?.value} ${amount?.currency_code}</p>
<p><a href="${link("pay")}">Pay now</a></p><p><a href="${link("cancel")}">Cancel and return to Causeway</a></p>
</main></body></html>`);
  }
}
