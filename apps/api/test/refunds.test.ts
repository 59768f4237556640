import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInSchema, operations } from "./contract/operations";
import { FakeStripe } from "./fakes/stripe-api";
import { guestDonation, startTestServer, type TestServer } from "./helpers";

// Issue 29: staff refund a donation, in full or in part, through the provider that took it (Stripe
// against the local fake of its API; the sandbox for the rest), and Stripe's refund events (its
// dashboard's too) are applied once. The donation, the campaign's raised amount and the owner's
// balance follow; a refund of money the campaign has withdrawn is refused and changes nothing.

const stripe = new FakeStripe();
let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
let admin: Awaited<ReturnType<TestServer["signup"]>>;
let campaignId: number;
let currencyId: number;
const refundOp = operations.find((o) => o.id === "refundDonation");
const readOp = operations.find((o) => o.id === "getStaffDonation");
const listOp = operations.find((o) => o.id === "listStaffDonations");

beforeAll(async () => {
  await stripe.start();
  t = await startTestServer(stripe.env);
  stripe.webhookSender = async (payload, signature) =>
    (
      await t.call("POST", "/api/v2/payments/stripe/webhook", {
        raw: payload,
        headers: { "content-type": "application/json", "stripe-signature": signature },
      })
    ).status;
  owner = await t.signup("owner");
  admin = await t.signup("staff", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
  const campaign = await t.campaign(owner.id, { name: "Walk again" });
  campaignId = campaign.id;
  currencyId = campaign.currency_id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
  await stripe.stop();
});

/** A guest's card donation through Stripe, paid with the test card and confirmed by the webhook. */
async function paidByCard(amount = 5000, tip = 500) {
  const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/donation?lang=en`, {
    body: guestDonation("STRIPE", amount, tip),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const { donation } = reply.body.response;
  const intent = stripe.intents.get(donation.payment_id);
  if (!intent) throw new Error("no PaymentIntent");
  intent.status = "succeeded";
  await stripe.deliver(stripe.event("payment_intent.succeeded", intent));
  await until(async () => (await row(donation.id)).payment_status === "PROCESSED");
  return { id: donation.id as number, paymentId: donation.payment_id as string };
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("never happened");
}

const row = (id: number) =>
  t.deps.db.selectFrom("donations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The owner asks to withdraw `amount` (the campaign's currency): it counts as withdrawn. */
const withdraw = (amount: number) =>
  t.deps.db
    .insertInto("withdrawals")
    .values({
      campaign_id: campaignId,
      kind: "service",
      amount,
      tax: 0,
      total: amount,
      currency_id: currencyId,
      state: "PENDING",
      invoices: JSON.stringify([]),
      provider: null,
      created_by: owner.id,
    } as never)
    .returning("id")
    .executeTakeFirstOrThrow();

/** What the campaign's page and its owner's balance show. */
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

async function refund(id: number, body: unknown, options: { token?: string; key?: string } = {}) {
  const reply = await t.call("POST", `/api/v2/admin/donations/${id}/refunds?lang=en`, {
    token: options.token ?? admin.token,
    body,
    ...(options.key ? { headers: { "idempotency-key": options.key } } : {}),
  });
  if (refundOp) expectInSchema(refundOp, reply.status, reply.body);
  return reply;
}

describe("a refund by staff through Stripe", () => {
  it("gives part back: the donation, the raised amount and the balance follow", async () => {
    const { id, paymentId } = await paidByCard(5000, 500);
    const before = await raised();
    const reply = await refund(id, { amount: 2000, reason: "The donor gave twice by mistake." });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const { donation, refunds, refundable } = reply.body.response;
    expect(donation).toMatchObject({ payment_status: "PROCESSED", amount: 3000, refunded: 2000 });
    expect(refundable).toBe(3500);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: 2000,
      campaign_amount: 2000,
      campaign_tip: 0,
      status: "SUCCEEDED",
      reason: "The donor gave twice by mistake.",
      by_staff: true,
    });
    // At Stripe: one Refund of the PaymentIntent, in minor units, tied to Causeway's refund.
    const made = [...stripe.refunds.values()].filter((r) => r.payment_intent === paymentId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 2000, currency: "eur", status: "succeeded" });
    expect(made[0]?.metadata.causeway_refund).toBe(String(refunds[0].id));
    expect(refunds[0].provider_refund_id).toBe(made[0]?.id);
    const after = await raised();
    expect(before.donated - after.donated).toBe(2000);
    expect(before.available - after.available).toBe(2000);
    // Stripe's refund.created for it arrives: nothing changes again.
    await until(async () => stripe.deliveries.some((d) => d.type === "refund.created"));
    await t.payments.drain();
    expect(await raised()).toEqual(after);
    expect((await row(id)).refunded).toBe(2000);
  });

  it("gives all back, the tip too: the donation is REFUNDED and counts nowhere", async () => {
    const before = await raised();
    const { id } = await paidByCard(4000, 400);
    const reply = await refund(id, { amount: 4400, reason: "Asked by the donor" });
    expect(reply.status).toBe(201);
    expect(reply.body.response.donation).toMatchObject({
      payment_status: "REFUNDED",
      amount: 0,
      tip: 0,
      refunded: 4400,
      certificate: null,
    });
    expect(reply.body.response.refundable).toBe(0);
    expect(await raised()).toEqual(before);
    // Nothing is left to refund.
    const again = await refund(id, { amount: 1, reason: "Again" });
    expect(again.status).toBe(400);
    expect(again.body.message).toEqual({ amount: "refund.error.not_refundable" });
  });

  it("is refused when the campaign has withdrawn the money, and changes nothing", async () => {
    const { id } = await paidByCard(3000, 0);
    const { available } = await raised();
    // The owner withdraws all but €10.00 of what is available.
    const withdrawal = await withdraw(available - 1000);
    const requests = stripe.requests.length;
    const before = await raised();
    const reply = await refund(id, { amount: 1001, reason: "Asked by the donor" });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ amount: "refund.error.withdrawn" });
    expect(stripe.requests.length).toBe(requests);
    expect(await raised()).toEqual(before);
    expect((await row(id)).refunded).toBe(0);
    // What is still available may be refunded.
    expect((await refund(id, { amount: 1000, reason: "Asked by the donor" })).status).toBe(201);
    expect((await raised()).available).toBe(0);
    await t.deps.db.deleteFrom("withdrawals").where("id", "=", withdrawal.id).execute();
  });

  it("answers a repeated request once, and two at once make one refund", async () => {
    const { id, paymentId } = await paidByCard(2500, 0);
    const body = { amount: 500, reason: "Duplicate charge" };
    const [a, b] = await Promise.all([
      refund(id, body, { key: "refund-key-0001" }),
      refund(id, body, { key: "refund-key-0001" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const again = await refund(id, body, { key: "refund-key-0001" });
    expect(again.status).toBe(200);
    expect(again.body.response.refunds).toHaveLength(1);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paymentId)).toHaveLength(
      1,
    );
    expect((await row(id)).refunded).toBe(500);
    // The key with another amount is refused.
    const other = await refund(id, { ...body, amount: 600 }, { key: "refund-key-0001" });
    expect(other.status).toBe(422);
    // Two different refunds at once, each of the whole: one is made, the other refused.
    const [x, y] = await Promise.all([
      refund(id, { amount: 2000, reason: "All of it" }),
      refund(id, { amount: 2000, reason: "All of it" }),
    ]);
    expect([x.status, y.status].sort()).toEqual([201, 400]);
    expect((await row(id)).payment_status).toBe("REFUNDED");
  });

  it("says what is wrong with the request in the dictionary's words", async () => {
    const { id } = await paidByCard(1500, 0);
    const empty = await refund(id, { amount: 0, reason: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual({
      amount: "refund.error.amount_required",
      reason: "refund.error.reason_required",
    });
    const tooMuch = await refund(id, { amount: 1501, reason: "More than paid" });
    expect(tooMuch.body.message).toEqual({ amount: "refund.error.amount_too_large" });
    const float = await refund(id, { amount: 10.5, reason: "Cents of cents" });
    expect(float.status).toBe(400);
    for (const bad of ["[", "null", '"x"', "[]"]) {
      const reply = await t.call("POST", `/api/v2/admin/donations/${id}/refunds`, {
        token: admin.token,
        raw: bad,
        headers: { "content-type": "application/json" },
      });
      expect(reply.status, bad).toBe(400);
    }
    expect((await row(id)).refunded).toBe(0);
  });

  it("is for admins only, and a donation that does not exist is 404", async () => {
    const { id } = await paidByCard(1500, 0);
    expect((await refund(id, { amount: 100, reason: "x" }, { token: owner.token })).status).toBe(
      403,
    );
    const guest = await t.call("POST", `/api/v2/admin/donations/${id}/refunds`, {
      body: { amount: 100, reason: "x" },
    });
    expect(guest.status).toBe(401);
    expect((await refund(99_999_999, { amount: 100, reason: "x" })).status).toBe(404);
    expect((await row(id)).refunded).toBe(0);
  });

  it("keeps the money counted when Stripe refuses or cannot be reached", async () => {
    const { id, paymentId } = await paidByCard(2000, 0);
    // Refunded in Stripe's dashboard meanwhile, and its event lost: Stripe refuses the second.
    const intent = stripe.intents.get(paymentId);
    if (!intent) throw new Error("no PaymentIntent");
    stripe.delivering = false;
    stripe.refundInDashboard(paymentId, 2000);
    stripe.delivering = true;
    const before = await raised();
    const refused = await refund(id, { amount: 2000, reason: "Asked by the donor" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual({ amount: "refund.error.provider_refused" });
    expect(await raised()).toEqual(before);
    const read = await t.call("GET", `/api/v2/admin/donations/${id}`, { token: admin.token });
    if (readOp) expectInSchema(readOp, read.status, read.body);
    const failed = read.body.response;
    expect(failed.refunds[0]).toMatchObject({ status: "FAILED" });
    expect(failed.refunds[0].failure).toMatch(/already been refunded/);
    expect(failed.donation).toMatchObject({ payment_status: "PROCESSED", refunded: 0 });

    const other = await paidByCard(2000, 0);
    stripe.down = true;
    const down = await refund(other.id, { amount: 500, reason: "Asked by the donor" });
    stripe.down = false;
    expect(down.status).toBe(502);
    expect(down.body.message).toBe("refund.error.provider_down");
    expect((await row(other.id)).refunded).toBe(0);
  }, 60_000);
});

describe("Stripe's refund events", () => {
  it("applies a refund made in Stripe's dashboard, once", async () => {
    const { id, paymentId } = await paidByCard(5000, 0);
    const before = await raised();
    const made = stripe.refundInDashboard(paymentId, 1500);
    await until(async () => (await row(id)).refunded === 1500);
    expect(before.donated - (await raised()).donated).toBe(1500);
    // Delivered again (a retry, a replay with a new event id): counted once.
    await stripe.deliver(stripe.event("refund.updated", made));
    expect((await row(id)).refunded).toBe(1500);
    const read = await t.call("GET", `/api/v2/admin/donations/${id}`, { token: admin.token });
    expect(read.body.response.refunds).toEqual([
      expect.objectContaining({ amount: 1500, by_staff: false, provider_refund_id: made.id }),
    ]);
  });

  it("applies a dashboard refund past what is left, and tells staff what the campaign owes", async () => {
    const { id, paymentId } = await paidByCard(2000, 0);
    const { available } = await raised();
    // The owner withdraws everything.
    const withdrawal = await withdraw(available);
    const before = await t.call("GET", `/api/v2/admin/donations/${id}`, { token: admin.token });
    expect(before.body.response.campaign_owes).toBe(0);
    stripe.refundInDashboard(paymentId, 1500);
    await until(async () => (await row(id)).refunded === 1500);
    const read = await t.call("GET", `/api/v2/admin/donations/${id}`, { token: admin.token });
    if (readOp) expectInSchema(readOp, read.status, read.body);
    expect(read.body.response.campaign_owes).toBe(1500);
    expect((await raised()).available).toBe(-1500);
    await t.deps.db.deleteFrom("withdrawals").where("id", "=", withdrawal.id).execute();
    const after = await t.call("GET", `/api/v2/admin/donations/${id}`, { token: admin.token });
    expect(after.body.response.campaign_owes).toBe(0);
  });

  it("gives the money back to the campaign when a refund fails later", async () => {
    stripe.refundsPending = true;
    const { id } = await paidByCard(3000, 0);
    const before = await raised();
    const reply = await refund(id, { amount: 3000, reason: "Asked by the donor" });
    stripe.refundsPending = false;
    expect(reply.body.response.refunds[0].status).toBe("PENDING");
    expect(reply.body.response.donation.payment_status).toBe("REFUNDED");
    const made = reply.body.response.refunds[0].provider_refund_id as string;
    await stripe.failRefund(made);
    await until(async () => (await row(id)).payment_status === "PROCESSED");
    expect(await raised()).toEqual(before);
    const read = await t.call("GET", `/api/v2/admin/donations/${id}`, { token: admin.token });
    expect(read.body.response.refunds[0]).toMatchObject({
      status: "FAILED",
      failure: "expired_or_canceled_card",
    });
  });
});

describe("the donor's e-mail", () => {
  const refundMails = (id: number) =>
    t.deps.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("template", "=", "donation_refund")
      .where(sql<boolean>`(data->>'donation_id')::int = ${id}`)
      .orderBy("id")
      .execute();

  it("says how much went back and what still counts, once the refund is made, and once per refund", async () => {
    const { id, paymentId } = await paidByCard(5000, 500);
    expect((await refund(id, { amount: 2000, reason: "Asked by the donor" })).status).toBe(201);
    const [part] = await refundMails(id);
    expect(part?.to_address).toBe("ana@example.test");
    expect(part?.subject).toBe("Your donation to Walk again was refunded");
    expect(part?.body).toContain("we have refunded €20.00 of your donation to “Walk again”.");
    expect(part?.body).toContain("What still counts of your donation: €35.00.");
    expect(part?.body).toContain(`/checkout?payment_id=${paymentId}`);
    // The rest: the whole donation is given back, and the e-mail says so.
    expect((await refund(id, { amount: 3500, reason: "All of it" })).status).toBe(201);
    const mails = await refundMails(id);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body).toContain(
      "we have refunded your donation of €35.00 to “Walk again” in full.",
    );
    // Stripe's events of the same refunds mail nothing more.
    for (const made of stripe.refunds.values())
      if (made.payment_intent === paymentId)
        await stripe.deliver(stripe.event("refund.updated", made));
    expect(await refundMails(id)).toHaveLength(2);
  });

  it("waits for Stripe's word on a pending refund, and never mails a failed one", async () => {
    stripe.refundsPending = true;
    const { id } = await paidByCard(3000, 0);
    const reply = await refund(id, { amount: 1000, reason: "Asked by the donor" });
    stripe.refundsPending = false;
    expect(await refundMails(id)).toHaveLength(0);
    await stripe.failRefund(reply.body.response.refunds[0].provider_refund_id);
    await until(async () => (await row(id)).refunded === 0);
    expect(await refundMails(id)).toHaveLength(0);
  });
});

describe("the staff's donation lookup", () => {
  it("finds a donation by its payment id and by the donor's e-mail", async () => {
    const { id, paymentId } = await paidByCard(1200, 0);
    const byPayment = await t.call(
      "GET",
      `/api/v2/admin/donations?search=${encodeURIComponent(paymentId)}`,
      { token: admin.token },
    );
    if (listOp) expectInSchema(listOp, 200, byPayment.body);
    expect(
      byPayment.body.response.donations.map((d: { donation: { id: number } }) => d.donation.id),
    ).toEqual([id]);
    const byEmail = await t.call("GET", "/api/v2/admin/donations?search=example&status=REFUNDED", {
      token: admin.token,
    });
    expect(byEmail.status).toBe(200);
    for (const one of byEmail.body.response.donations) {
      expect(one.donation.payment_status).toBe("REFUNDED");
    }
    const owners = await t.call("GET", "/api/v2/admin/donations", { token: owner.token });
    expect(owners.status).toBe(403);
  });
});

describe("a refund on the sandbox", () => {
  it("gives back a PayPal donation made while Stripe took the cards", async () => {
    const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/donation?lang=en`, {
      body: guestDonation("PAYPAL", 1000, 0),
    });
    const donationId = reply.body.response.donation.id as number;
    await t.payments.drain();
    expect((await row(donationId)).payment_status).toBe("PROCESSED");
    const refunded = await refund(donationId, { amount: 1000, reason: "Asked by the donor" });
    expect(refunded.status).toBe(201);
    expect(refunded.body.response.refunds[0].provider_refund_id).toMatch(/^re_sandbox_/);
    expect(refunded.body.response.donation.payment_status).toBe("REFUNDED");
  });
});
