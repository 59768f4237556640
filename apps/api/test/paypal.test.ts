import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInSchema, operations } from "./contract/operations";
import { FakePayPal } from "./fakes/paypal-api";
import { guestDonation, startTestServer, type TestServer } from "./helpers";

// Issue 29: PayPal Checkout (Orders v2) through PayPal's official server SDK, against the local fake
// of its REST API: the order is the server's (amount, currency, once per donation), the donor
// approves it on PayPal's page and comes back to the return route, which captures it; PayPal's
// webhook is verified with its verify-webhook-signature call and applied once; refunds go to the
// order's capture.

const paypal = new FakePayPal();
let t: TestServer;
let admin: Awaited<ReturnType<TestServer["signup"]>>;
let campaignId: number;
const op = (id: string) => operations.find((o) => o.id === id);
const RETURN_URL = "http://localhost:3000/campaign/help-walk/checkout";

beforeAll(async () => {
  await paypal.start();
  t = await startTestServer(paypal.env);
  paypal.webhookSender = async (body, headers) =>
    (await t.call("POST", "/api/v2/payments/paypal/webhook", { raw: body, headers })).status;
  const owner = await t.signup("owner");
  admin = await t.signup("staff", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
  campaignId = (await t.campaign(owner.id, { name: "Help walk" })).id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
  await paypal.stop();
});

/** A guest's PayPal donation of `amount` and `tip` minor units of `currency` (1: EUR). */
async function donate(amount = 2500, tip = 250, currency = 1) {
  const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/donation?lang=en`, {
    body: { ...guestDonation("PAYPAL", amount, tip, RETURN_URL), currency },
  });
  const create = op("createDonation");
  if (create) expectInSchema(create, reply.status, reply.body);
  return reply;
}

const row = (id: number) =>
  t.deps.db.selectFrom("donations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("never happened");
}

/** The donor back from PayPal's page (`path`: the return or cancel route), and where they go. */
async function back(path: "return" | "cancel", orderId: string) {
  const reply = await t.call(
    "GET",
    `/api/v2/payments/paypal/${path}?token=${orderId}&PayerID=FAKEPAYER01`,
  );
  const read = op(path === "return" ? "returnFromPayPal" : "cancelPayPal");
  if (read) expectInSchema(read, reply.status, reply.body);
  return reply;
}

const captures = (orderId: string) =>
  paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`);

describe("a donation through PayPal", () => {
  it("is an order for the server's amount, approved on PayPal's page, captured on the way back", async () => {
    const reply = await donate(2500, 250);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const { donation, payment } = reply.body.response;
    const order = paypal.orders.get(donation.payment_id);
    expect(order?.purchase_units[0]).toMatchObject({
      amount: { currency_code: "EUR", value: "27.50" },
      custom_id: String(donation.id),
    });
    expect(order?.returnUrl).toBe("http://localhost:3000/api/v2/payments/paypal/return");
    expect(order?.cancelUrl).toBe("http://localhost:3000/api/v2/payments/paypal/cancel");
    const created = paypal.requests.find((r) => r.path === "/v2/checkout/orders");
    expect(created?.requestId).toBe(`causeway-donation-${donation.id}`);
    expect(payment.redirect_url).toBe(`${paypal.url}/checkoutnow?token=${donation.payment_id}`);
    expect(donation.payment_status).toBe("PROCESSING");

    paypal.approve(donation.payment_id);
    const returned = await back("return", donation.payment_id);
    expect(returned.status).toBe(303);
    const location = new URL(returned.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe(RETURN_URL);
    expect(location.searchParams.get("payment_id")).toBe(donation.payment_id);
    expect(location.searchParams.get("status")).toBe("PROCESSED");
    expect((await row(donation.id)).payment_status).toBe("PROCESSED");
    // PayPal's PAYMENT.CAPTURE.COMPLETED arrives too: verified, applied, nothing changes.
    await until(async () =>
      paypal.deliveries.some((d) => d.type === "PAYMENT.CAPTURE.COMPLETED" && d.status === 200),
    );
    // Back again (a reload): no second capture.
    expect((await back("return", donation.payment_id)).status).toBe(303);
    expect(captures(donation.payment_id)).toHaveLength(1);
    expect((await row(donation.id)).payment_status).toBe("PROCESSED");
  });

  it("is cancelled when the donor leaves PayPal's page, and failed when the capture is declined", async () => {
    const left = (await donate()).body.response.donation;
    const cancelled = await back("cancel", left.payment_id);
    expect(new URL(cancelled.headers.get("location") ?? "").searchParams.get("status")).toBe(
      "CANCELLED",
    );
    expect((await row(left.id)).payment_status).toBe("CANCELLED");
    // Not approved: the way back captures nothing and it stays cancelled.
    await back("return", left.payment_id);
    expect(captures(left.payment_id)).toHaveLength(0);

    const declined = (await donate()).body.response.donation;
    paypal.approve(declined.payment_id);
    paypal.declineNextCapture = true;
    const reply = await back("return", declined.payment_id);
    expect(new URL(reply.headers.get("location") ?? "").searchParams.get("status")).toBe("FAILED");
    expect((await row(declined.id)).payment_status).toBe("FAILED");
  });

  it("is captured from PayPal's webhook when the donor never comes back", async () => {
    const { donation } = (await donate(1000, 0)).body.response;
    const order = paypal.approve(donation.payment_id);
    await paypal.deliver(
      paypal.event("CHECKOUT.ORDER.APPROVED", { id: order.id, status: order.status }),
    );
    await until(async () => (await row(donation.id)).payment_status === "PROCESSED");
    expect(captures(donation.payment_id)).toHaveLength(1);
  });

  it("answers a currency PayPal does not take with a message on the method, and PayPal down with 502", async () => {
    const before = await t.deps.db
      .selectFrom("donations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    // BGN is the demo's currency 2; PayPal takes no leva.
    const leva = await donate(2000, 0, 2);
    expect(leva.status).toBe(400);
    expect(leva.body.message).toEqual({ payment_method: "donation.validator.paypal_refused" });
    paypal.down = true;
    const down = await donate();
    paypal.down = false;
    expect(down.status).toBe(502);
    const after = await t.deps.db
      .selectFrom("donations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("PayPal's webhook", () => {
  const post = (body: string, headers: Record<string, string>) =>
    t.call("POST", "/api/v2/payments/paypal/webhook", { raw: body, headers });

  it("refuses a forged, altered or unsigned event with 400, and applies a replayed one once", async () => {
    const { donation } = (await donate(1500, 0)).body.response;
    const capture = {
      id: "FORGED0000000001",
      status: "COMPLETED",
      amount: { currency_code: "EUR", value: "15.00" },
      supplementary_data: { related_ids: { order_id: donation.payment_id } },
    };
    const event = paypal.event("PAYMENT.CAPTURE.COMPLETED", capture);
    const body = JSON.stringify(event);
    const signed = { "content-type": "application/json", ...paypal.sign(body) };
    const webhook = op("receivePayPalWebhook");
    // Unsigned; signed for another body; a signature PayPal never made.
    const unsigned = await post(body, { "content-type": "application/json" });
    if (webhook) expectInSchema(webhook, unsigned.status, unsigned.body);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toEqual({ "paypal-transmission-sig": "validation.invalid" });
    const altered = body.replace("15.00", "1500.00");
    expect((await post(altered, signed)).status).toBe(400);
    const forged = { ...signed, "paypal-transmission-sig": "Zm9yZ2Vk" };
    expect((await post(body, forged)).status).toBe(400);
    expect((await post("{not json", signed)).status).toBe(400);
    expect((await row(donation.id)).payment_status).toBe("PROCESSING");
    // Signed: applied; the same event again changes nothing more.
    const applied = await post(body, signed);
    if (webhook) expectInSchema(webhook, applied.status, applied.body);
    expect(applied.body).toEqual({ received: true });
    expect((await row(donation.id)).payment_status).toBe("PROCESSED");
    const again = await post(body, { "content-type": "application/json", ...paypal.sign(body) });
    expect(again.body).toEqual({ received: true, duplicate: true });
  });

  it("answers 502 when PayPal cannot be reached to capture an approved order, and applies it later", async () => {
    const { donation } = (await donate(1200, 0)).body.response;
    const order = paypal.approve(donation.payment_id);
    const event = paypal.event("CHECKOUT.ORDER.APPROVED", { id: order.id, status: order.status });
    const body = JSON.stringify(event);
    const headers = { "content-type": "application/json", ...paypal.sign(body) };
    // Verified, then PayPal goes down before the capture.
    const verify = paypal.requests.length;
    paypal.failAfter = verify + 1;
    const down = await post(body, headers);
    paypal.failAfter = null;
    expect(down.status).toBe(502);
    expect((await row(donation.id)).payment_status).toBe("PROCESSING");
    // Delivered again: captured, once.
    const again = await post(body, { "content-type": "application/json", ...paypal.sign(body) });
    expect(again.body).toEqual({ received: true });
    expect((await row(donation.id)).payment_status).toBe("PROCESSED");
  });

  it("asks PayPal to deliver again an event about an order not known yet (409)", async () => {
    const event = paypal.event("PAYMENT.CAPTURE.COMPLETED", {
      id: "UNKNOWN000000001",
      status: "COMPLETED",
      supplementary_data: { related_ids: { order_id: "NOSUCHORDER000001" } },
    });
    const body = JSON.stringify(event);
    const reply = await post(body, { "content-type": "application/json", ...paypal.sign(body) });
    expect(reply.status).toBe(409);
  });
});

describe("a refund through PayPal", () => {
  it("refunds the order's capture, once, and applies PayPal's event and a dashboard refund once", async () => {
    const { donation } = (await donate(4000, 0)).body.response;
    paypal.approve(donation.payment_id);
    await back("return", donation.payment_id);
    const reply = await t.call("POST", `/api/v2/admin/donations/${donation.id}/refunds?lang=en`, {
      token: admin.token,
      body: { amount: 1000, reason: "Asked by the donor" },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.response.refunds[0]).toMatchObject({ status: "SUCCEEDED", amount: 1000 });
    const refund = paypal.requests.find((r) => r.path.endsWith("/refund"));
    expect(refund?.body).toMatchObject({
      amount: { currency_code: "EUR", value: "10.00" },
      note_to_payer: "Asked by the donor",
    });
    // PayPal's PAYMENT.CAPTURE.REFUNDED of the same refund counts nothing more.
    await until(async () =>
      paypal.deliveries.some((d) => d.type === "PAYMENT.CAPTURE.REFUNDED" && d.status === 200),
    );
    expect((await row(donation.id)).refunded).toBe(1000);
    // One made in PayPal's dashboard is recorded and applied.
    await paypal.refundInDashboard(donation.payment_id, 500);
    await until(async () => (await row(donation.id)).refunded === 1500);
    // The rest: the donation is REFUNDED.
    const rest = await t.call("POST", `/api/v2/admin/donations/${donation.id}/refunds?lang=en`, {
      token: admin.token,
      body: { amount: 2500, reason: "All of it" },
    });
    expect(rest.status).toBe(201);
    expect((await row(donation.id)).payment_status).toBe("REFUNDED");
  });
});
