// One payment carries at most 99,999,999 minor units, amount and tip together (the card
// processor's per-payment maximum, DONATION_MAX of @causeway/rules): the guest gave
// RON 999,999,999 and the campaign showed 100% raised.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("limitowner");
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const RON = 6;
const EUR = 1;
const guest = (over: Record<string, unknown> = {}) => ({
  amount: 5000,
  tip: 0,
  currency: EUR,
  payment_method: "STRIPE",
  is_anon: false,
  donator_type: "OTHER",
  donator_name: "Ana Lima",
  email: "ana.lima@example.test",
  return_url: "https://causeway.example/campaign/x/checkout",
  ...over,
});

async function donate(campaignId: number, body: Record<string, unknown>) {
  return t.call("POST", `/api/v2/campaign/${campaignId}/donation`, { body });
}

async function storedDonations(campaignId: number) {
  return t.deps.db
    .selectFrom("donations")
    .select(["amount", "tip"])
    .where("campaign_id", "=", campaignId)
    .execute();
}

describe("the per-payment maximum of a donation", () => {
  it("refuses the issue's RON 999,999,999 with a 400 on amount and stores nothing", async () => {
    const c = await t.campaign(owner.id, { currency: RON });
    const reply = await donate(c.id, guest({ amount: 99_999_999_900, currency: RON }));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ amount: "donate.error.amount_max" });
    expect(await storedDonations(c.id)).toEqual([]);
    const campaign = await t.call("GET", `/api/v2/campaign/fetch?id=${c.id}`);
    expect(campaign.body.response).toMatchObject({ donated_amount: 0, donations_count: "0" });
  });

  it("refuses one minor unit over the maximum", async () => {
    const c = await t.campaign(owner.id);
    const reply = await donate(c.id, guest({ amount: 100_000_000 }));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ amount: "donate.error.amount_max" });
    expect(await storedDonations(c.id)).toEqual([]);
  });

  it("counts the tip: amount and tip together stay within the maximum", async () => {
    const c = await t.campaign(owner.id);
    const reply = await donate(c.id, guest({ amount: 99_999_000, tip: 1_000 }));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ amount: "donate.error.amount_max" });
    const tipAlone = await donate(c.id, guest({ amount: 5_000, tip: 100_000_000 }));
    expect(tipAlone.status).toBe(400);
    expect(tipAlone.body.message).toEqual({
      amount: "donate.error.amount_max",
      tip: "donate.error.amount_max",
    });
    expect(await storedDonations(c.id)).toEqual([]);
  });

  it("takes exactly the maximum, tip included", async () => {
    const c = await t.campaign(owner.id);
    const reply = await donate(c.id, guest({ amount: 99_990_000, tip: 9_999 }));
    expect(reply.status).toBe(201);
    expect(reply.body.response.donation).toMatchObject({ amount: 99_990_000, tip: 9_999 });
    expect(await storedDonations(c.id)).toEqual([{ amount: 99_990_000, tip: 9_999 }]);
  });

  it("refuses above the maximum for a signed-in member too", async () => {
    const donor = await t.signup("limitdonor");
    const c = await t.campaign(owner.id);
    const reply = await t.call("POST", `/api/v2/campaign/${c.id}/donation`, {
      token: donor.token,
      body: guest({
        amount: 150_000_000,
        donator_type: "USER",
        donator_name: undefined,
        email: undefined,
      }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ amount: "donate.error.amount_max" });
  });
});
