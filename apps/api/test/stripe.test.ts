import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { expectInSchema, operations } from "./contract/operations";
import { FakeStripe } from "./fakes/stripe-api";
import { guestDonation, startTestServer, type TestServer } from "./helpers";

// Issue 29: with Stripe's keys set, card and Apple Pay donations are Stripe PaymentIntents (the
// official SDK against a local fake of Stripe's API), and a donation's state changes only through
// a correctly signed webhook, each event once.

const stripe = new FakeStripe();
let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
let campaignId: number;
const webhookOp = operations.find((o) => o.id === "receiveStripeWebhook");
const createOp = operations.find((o) => o.id === "createDonation");
const WEBHOOK = "/api/v2/payments/stripe/webhook";

beforeAll(async () => {
  await stripe.start();
  t = await startTestServer(stripe.env);
  owner = await t.signup("owner");
  campaignId = (await t.campaign(owner.id, { name: "Help walk" })).id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
  await stripe.stop();
});

const DONATE = () => `/api/v2/campaign/${campaignId}/donation?lang=en`;

/** A guest's donation of €50 and a €5 tip: the donation's id, payment id and the payment. */
async function donate(method = "STRIPE", amount = 5000, tip = 500) {
  const reply = await t.call("POST", DONATE(), { body: guestDonation(method, amount, tip) });
  if (createOp) expectInSchema(createOp, reply.status, reply.body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const { donation, payment } = reply.body.response;
  return { id: donation.id as number, paymentId: donation.payment_id as string, payment };
}

/** Delivers `event` to the webhook as Stripe would, signed with `secret` (the endpoint's). */
async function deliver(
  event: unknown,
  sign: (payload: string) => string | null = (p) => stripe.sign(p),
) {
  const payload = JSON.stringify(event);
  const signature = sign(payload);
  const reply = await t.call("POST", WEBHOOK, {
    raw: payload,
    headers: {
      "content-type": "application/json",
      ...(signature ? { "stripe-signature": signature } : {}),
    },
  });
  if (webhookOp) expectInSchema(webhookOp, reply.status, reply.body);
  return reply;
}

async function status(donationId: number) {
  const row = await t.deps.db
    .selectFrom("donations")
    .select("payment_status")
    .where("id", "=", donationId)
    .executeTakeFirstOrThrow();
  return row.payment_status;
}

/** What the campaign's page and its owner's balance show as raised. */
async function raised() {
  const campaign = await t.call("GET", `/api/v2/campaign/fetch?id=${campaignId}`);
  const balance = await t.call("GET", `/api/v2/campaign/${campaignId}/balance`, {
    token: owner.token,
  });
  return {
    donated: campaign.body.response.donated_amount as number,
    available: balance.body.response.original.availableAmount as number,
  };
}

async function receipts(donationId: number) {
  const rows = await t.deps.db
    .selectFrom("email_outbox")
    .select("data")
    .where("template", "=", "donation_receipt")
    .execute();
  return rows.filter((r) => (r.data as { donation_id?: number }).donation_id === donationId).length;
}

const intentOf = (paymentId: string) => {
  const intent = stripe.intents.get(paymentId);
  if (!intent) throw new Error(`no PaymentIntent ${paymentId}`);
  return intent;
};

describe("a card donation through Stripe", () => {
  it("creates one PaymentIntent of the server's amount and currency, tied to the donation", async () => {
    const before = stripe.requests.length;
    const { id, paymentId, payment } = await donate("STRIPE", 5000, 500);
    const intent = intentOf(paymentId);
    expect(paymentId).toMatch(/^pi_/);
    expect(intent).toMatchObject({ amount: 5500, currency: "eur" });
    expect(intent.metadata).toEqual({ causeway_donation: String(id) });
    expect(payment).toEqual({
      provider: "STRIPE",
      status: "PROCESSING",
      redirect_url: null,
      client_secret: intent.client_secret,
      publishable_key: stripe.publishableKey,
      bank_transfer: null,
    });
    const calls = stripe.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/payment_intents"]);
    expect(calls[0]?.idempotencyKey).toBe(`causeway-donation-${id}`);
    // No webhook yet: it waits, whatever time passes.
    await t.payments.drain();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await status(id)).toBe("PROCESSING");
  });

  it("leaves PayPal and bank transfers to the sandbox", async () => {
    const { id, paymentId, payment } = await donate("PAYPAL");
    expect(paymentId).toMatch(/^sb_sandbox_/);
    expect(payment.publishable_key).toBeNull();
    await t.payments.drain();
    expect(await status(id)).toBe("PROCESSED");
  });

  it("is PROCESSED by a signed payment_intent.succeeded, once however often it is delivered", async () => {
    const before = await raised();
    const { id, paymentId } = await donate("STRIPE", 5000, 500);
    const event = stripe.event("payment_intent.succeeded", intentOf(paymentId));
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    expect(await status(id)).toBe("PROCESSED");
    const after = await raised();
    expect(after.donated - before.donated).toBe(5000);
    expect(after.available - before.available).toBe(5000);
    expect(await receipts(id)).toBe(1);
    // Stripe retries, a replay by an attacker holding a captured delivery: nothing more.
    for (let i = 0; i < 3; i++) {
      const again = await deliver(event);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ received: true, duplicate: true });
    }
    expect(await raised()).toEqual(after);
    expect(await receipts(id)).toBe(1);
  });

  it("refuses a forged, altered, unsigned or stale delivery with 400 and changes nothing", async () => {
    const before = await raised();
    const { id, paymentId } = await donate();
    const event = stripe.event("payment_intent.succeeded", intentOf(paymentId));
    const forged = await deliver(event, (p) => stripe.sign(p, "whsec_not-the-endpoints-secret"));
    const unsigned = await deliver(event, () => null);
    const garbage = await deliver(event, () => "t=1,v1=deadbeef");
    const stale = await deliver(event, (p) =>
      stripe.sign(p, stripe.webhookSecret, Math.floor(Date.now() / 1000) - 600),
    );
    // Signed, then the amount changed on the way.
    const signature = stripe.sign(JSON.stringify(event));
    const altered = await deliver(
      { ...event, data: { object: { ...event.data.object, amount: 1 } } },
      () => signature,
    );
    for (const reply of [forged, unsigned, garbage, stale, altered]) {
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        code: 400,
        message: { "stripe-signature": "validation.invalid" },
      });
    }
    expect(await status(id)).toBe("PROCESSING");
    expect(await raised()).toEqual(before);
    const stored = await t.deps.db
      .selectFrom("payment_events")
      .select("event_id")
      .where("event_id", "=", event.id)
      .execute();
    expect(stored).toEqual([]);
    // The genuine delivery still applies afterwards.
    expect((await deliver(event)).status).toBe(200);
    expect(await status(id)).toBe("PROCESSED");
  });

  it("ends a declined payment FAILED, and counts it when the donor then pays with another card", async () => {
    const before = await raised();
    const { id, paymentId } = await donate();
    const intent = intentOf(paymentId);
    expect((await deliver(stripe.event("payment_intent.payment_failed", intent))).status).toBe(200);
    expect(await status(id)).toBe("FAILED");
    expect(await raised()).toEqual(before);
    expect((await deliver(stripe.event("payment_intent.succeeded", intent))).status).toBe(200);
    expect(await status(id)).toBe("PROCESSED");
    expect((await raised()).donated - before.donated).toBe(5000);
  });

  it("ends a cancelled payment CANCELLED; a late or out-of-order event changes nothing after that", async () => {
    const cancelled = await donate();
    const intent = intentOf(cancelled.paymentId);
    expect((await deliver(stripe.event("payment_intent.canceled", intent))).status).toBe(200);
    expect(await status(cancelled.id)).toBe("CANCELLED");
    await deliver(stripe.event("payment_intent.succeeded", intent));
    expect(await status(cancelled.id)).toBe("CANCELLED");

    const paid = await donate();
    const paidIntent = intentOf(paid.paymentId);
    await deliver(stripe.event("payment_intent.succeeded", paidIntent));
    const before = await raised();
    // A failure or a cancellation delivered late, after the success.
    await deliver(stripe.event("payment_intent.payment_failed", paidIntent));
    await deliver(stripe.event("payment_intent.canceled", paidIntent));
    expect(await status(paid.id)).toBe("PROCESSED");
    expect(await raised()).toEqual(before);
  });

  it("asks Stripe to deliver again (409) an event about a donation's payment it does not know yet", async () => {
    const ghost = {
      ...intentOf((await donate()).paymentId),
      id: "pi_not_committed_yet",
      metadata: { causeway_donation: "999999" },
    };
    const event = stripe.event("payment_intent.succeeded", ghost);
    const reply = await deliver(event);
    expect(reply.status).toBe(409);
    // Not kept as applied: the next delivery is looked at again.
    expect((await deliver(event)).status).toBe(409);
  });

  it("answers 200 and does nothing for events Causeway does not act on", async () => {
    const { id, paymentId } = await donate();
    const intent = intentOf(paymentId);
    const other = await deliver(stripe.event("payment_intent.created", intent));
    const foreign = await deliver(
      stripe.event("payment_intent.succeeded", { ...intent, id: "pi_someone_elses", metadata: {} }),
    );
    expect([other.status, foreign.status]).toEqual([200, 200]);
    expect(await status(id)).toBe("PROCESSING");
  });

  it("stores nothing and answers 502 when Stripe does not answer", async () => {
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom("donations")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    stripe.down = true;
    try {
      const reply = await t.call("POST", DONATE(), { body: guestDonation("APPLE_PAY", 5000) });
      if (createOp) expectInSchema(createOp, reply.status, reply.body);
      expect(reply.status).toBe(502);
      expect(reply.body.message).toMatch(/Nothing was charged/);
    } finally {
      stripe.down = false;
    }
    expect(await count()).toBe(before);
  });
});

describe("without Stripe's keys", () => {
  it("has no webhook (404), and a server with only some of the keys does not start", async () => {
    const plain = await startTestServer();
    try {
      const reply = await plain.call("POST", WEBHOOK, { body: { id: "evt_1" } });
      expect(reply.status).toBe(404);
    } finally {
      await plain.destroy();
    }
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /missing: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
  });
});
