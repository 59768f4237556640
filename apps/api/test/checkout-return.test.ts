import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInSchema, operations } from "./contract/operations";
import { startTestServer, type TestServer } from "./helpers";

// The checkout return (issue 13): a real provider's page is left and comes back. The donation is
// stored PROCESSING before the donor leaves for the provider, and the site's checkout page finds
// it by the payment id alone (getDonationByPayment); the sandbox's card page follows that path.

let t: TestServer;
let campaignId: number;
const byPayment = operations.find((o) => o.id === "getDonationByPayment");

const CHECKOUT = "http://localhost:3000/campaign/help-walk/checkout";

beforeAll(async () => {
  t = await startTestServer({}, { hostedCards: true });
  const owner = await t.signup("owner");
  campaignId = (await t.campaign(owner.id, { name: "Help walk" })).id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

/** A guest's €25 card donation: the payment id, and the provider's page the donor is sent to. */
async function donate() {
  const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/donation?lang=en`, {
    body: {
      amount: 2500,
      tip: 0,
      currency: 1,
      payment_method: "STRIPE",
      is_anon: false,
      donator_type: "OTHER",
      donator_name: "Ana Lima",
      email: "ana@example.test",
      return_url: CHECKOUT,
    },
  });
  expect(reply.status).toBe(201);
  const { donation, payment } = reply.body.response;
  return { paymentId: donation.payment_id as string, redirect: payment.redirect_url as string };
}

/** The donation as the checkout page reads it back: a guest holding only the payment id. */
async function found(paymentId: string) {
  const reply = await t.call("GET", `/api/v2/donation/payment/${encodeURIComponent(paymentId)}`);
  if (byPayment) expectInSchema(byPayment, reply.status, reply.body);
  return reply;
}

/** The sandbox page's outcome, and the address it sends the donor back to. */
async function settle(paymentId: string, fields: Record<string, string>) {
  const reply = await t.call("POST", `/sandbox/pay/${paymentId}?lang=en`, {
    raw: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(reply.status).toBe(303);
  return new URL(reply.headers.get("location") ?? "");
}

describe("the checkout return", () => {
  it("is declared in the contract", () => {
    expect(byPayment?.path).toBe("/api/v2/donation/payment/{paymentId}");
  });

  it("finds the donation PROCESSING by its payment id before the donor has left for the provider", async () => {
    const { paymentId, redirect } = await donate();
    expect(new URL(redirect).pathname).toBe(`/sandbox/pay/${paymentId}`);
    const reply = await found(paymentId);
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({
      payment_status: "PROCESSING",
      payment_id: paymentId,
      initiatedAmount: 2500,
      campaign: { id: campaignId, name: "Help walk" },
    });
  });

  it("comes back from the provider with the payment id and shows what happened: paid, declined, cancelled", async () => {
    const cases = [
      [{ action: "pay", number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }, "PROCESSED"],
      [{ action: "pay", number: "4000 0000 0000 0002", expiry: "12/34", cvc: "123" }, "FAILED"],
      [{ action: "cancel" }, "CANCELLED"],
    ] as const;
    for (const [fields, status] of cases) {
      const { paymentId } = await donate();
      const back = await settle(paymentId, fields);
      expect(`${back.origin}${back.pathname}`).toBe(CHECKOUT);
      expect(back.searchParams.get("payment_id")).toBe(paymentId);
      expect(back.searchParams.get("status")).toBe(status);
      const reply = await found(paymentId);
      expect(reply.body.response.payment_status).toBe(status);
    }
  });

  it("answers 404 for a payment nobody made and for one that cannot be a payment id", async () => {
    expect((await found("pi_sandbox_000000000000")).status).toBe(404);
    expect((await found("pi.sandbox")).status).toBe(404);
    expect((await found("x".repeat(101))).status).toBe(404);
  });
});
