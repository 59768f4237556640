import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
let donor: Awaited<ReturnType<TestServer["signup"]>>;
let admin: Awaited<ReturnType<TestServer["signup"]>>;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("owner");
  donor = await t.signup("donor");
  admin = await t.signup("admin", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const createBody = (over: Record<string, unknown> = {}) => ({
  name: "Help Maria walk again",
  content:
    '<p>Maria needs rehabilitation.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  total_amount: 2500000,
  currency: 1,
  type: "medical",
  category: 1,
  beneficent: { beneficent_type: "individual", name: "Maria Petrova" },
  ...over,
});

describe("campaign creation and reads", () => {
  it("creates an unverified campaign with sanitised content, readable by slug and id", async () => {
    const created = await t.call("POST", "/api/v2/campaign", {
      token: owner.token,
      body: createBody(),
    });
    expect(created.status).toBe(201);
    const c = created.body.response;
    expect(c).toMatchObject({
      name: "Help Maria walk again",
      verified: false,
      active: true,
      donated_amount: 0,
      donations_count: "0",
      currency: { id: 1, abbreviation: "EUR" },
      created_by: { id: owner.id },
      beneficent_individual: { name: "Maria Petrova" },
      beneficent_business: null,
    });
    expect(c.content).not.toContain("script");
    expect(c.content).not.toContain("onerror");
    expect(c.url).toMatch(/^help-maria-walk-again-/);
    const bySlug = await t.call("GET", `/api/v2/campaign/fetch?slug=${c.url}`);
    expect(bySlug.body.response.id).toBe(c.id);
    const byId = await t.call("GET", `/api/v2/campaign/fetch?id=${c.id}`);
    expect(byId.body.response.url).toBe(c.url);
    expect((await t.call("GET", "/api/v2/campaign/fetch?slug=nope")).status).toBe(404);
    expect((await t.call("GET", "/api/v2/campaign/fetch")).status).toBe(400);
  });

  it("refuses creation without a token and with bad details", async () => {
    expect((await t.call("POST", "/api/v2/campaign", { body: createBody() })).status).toBe(401);
    const bad = await t.call("POST", "/api/v2/campaign", {
      token: owner.token,
      body: createBody({ name: "", currency: 999, category: 1 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message.name).toBe("campaign.validation.name");
  });

  it("lists with the name filter, created_by, ordering and paging", async () => {
    const mine = await t.campaign(owner.id, { name: "Zebra shelter", donations: [500] });
    const big = await t.campaign(donor.id, { name: "Big raiser", donations: [900000] });
    const list = await t.call("GET", "/api/v2/campaign?name=zebra");
    expect(list.body.response.campaigns.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    const byOwner = await t.call("GET", `/api/v2/campaign?created_by=${donor.id}`);
    expect(byOwner.body.response.campaigns.map((c: { id: number }) => c.id)).toEqual([big.id]);
    const ordered = await t.call("GET", "/api/v2/campaign?order_by=donated_amount&limit=1");
    expect(ordered.body.response.campaigns[0].id).toBe(big.id);
    expect(ordered.body.response.total).toBeGreaterThan(1);
    expect((await t.call("GET", "/api/v2/campaign?limit=500")).status).toBe(400);
    const featured = await t.call("GET", "/api/v2/campaign-featured");
    expect(featured.body.response.campaigns.length).toBeLessThanOrEqual(4);
    expect(
      featured.body.response.campaigns.every(
        (c: { verified: boolean; successful: boolean }) => c.verified && !c.successful,
      ),
    ).toBe(true);
    expect((await t.call("GET", "/api/v2/campaign-trending")).status).toBe(200);
    expect((await t.call("GET", "/api/v2/campaign-top")).status).toBe(200);
    const byCategory = await t.call("GET", "/api/v2/campaign-trending/by-category?category=health");
    expect(
      byCategory.body.response.campaigns.every(
        (c: { category: { slug: string } }) => c.category.slug === "health",
      ),
    ).toBe(true);
  });

  it("lists categories with counts", async () => {
    const reply = await t.call("GET", "/api/v2/campaign/categories");
    expect(
      reply.body.response.categories.find((c: { slug: string }) => c.slug === "health"),
    ).toMatchObject({ type: "category", status: "active" });
  });
});

describe("follow, verify, state changes", () => {
  it("toggles a follow and raises followers_count", async () => {
    const c = await t.campaign(owner.id);
    const on = await t.call("POST", `/api/v2/campaign/${c.id}/follow`, { token: donor.token });
    expect(on.body.response).toEqual({ is_followed: true, followers_count: 1 });
    expect(
      (await t.call("GET", `/api/v2/campaign/fetch?id=${c.id}`, { token: donor.token })).body
        .response,
    ).toMatchObject({ is_followed: true, followers_count: 1 });
    const off = await t.call("POST", `/api/v2/campaign/${c.id}/follow`, { token: donor.token });
    expect(off.body.response).toEqual({ is_followed: false, followers_count: 0 });
    expect(
      t.realtime.events.some((e) => e.to === owner.id && e.event === "receive-user-follower"),
    ).toBe(true);
    expect((await t.call("POST", `/api/v2/campaign/${c.id}/follow`)).status).toBe(401);
  });

  it("verifies by staff only and notifies the owner", async () => {
    const c = await t.campaign(owner.id, { verified: false });
    expect(
      (await t.call("PUT", `/api/v2/campaign/${c.id}/verify`, { token: owner.token })).status,
    ).toBe(403);
    const verified = await t.call("PUT", `/api/v2/campaign/${c.id}/verify`, { token: admin.token });
    expect(verified.body.response.verified).toBe(true);
    const n = await t.deps.db
      .selectFrom("notifications")
      .select("type")
      .where("user_id", "=", owner.id)
      .where("type", "=", "CAMPAIGN_VERIFIED")
      .execute();
    expect(n).toHaveLength(1);
  });

  it("lets the owner finish or deactivate, not others; deleting hides the campaign", async () => {
    const c = await t.campaign(owner.id);
    expect(
      (
        await t.call("PUT", `/api/v2/campaign/${c.id}`, {
          token: donor.token,
          body: { finished: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call("PUT", `/api/v2/campaign/${c.id}`, { token: owner.token, body: {} })).status,
    ).toBe(400);
    const done = await t.call("PUT", `/api/v2/campaign/${c.id}`, {
      token: owner.token,
      body: { active: false, successful: true },
    });
    expect(done.body.response).toMatchObject({ active: false, successful: true });
    expect(
      (await t.call("DELETE", `/api/v2/campaign/${c.id}`, { token: owner.token })).status,
    ).toBe(200);
    expect((await t.call("GET", `/api/v2/campaign/fetch?id=${c.id}`)).status).toBe(404);
  });

  it("takes reports from guests with an e-mail", async () => {
    const c = await t.campaign(owner.id);
    const missing = await t.call("POST", `/api/v2/campaign/${c.id}/report`, {
      body: { type: 5, description: "Fake", name: "Jan" },
    });
    expect(missing.body.message).toEqual({ email: "report.validator.email_empty" });
    const okReply = await t.call("POST", `/api/v2/campaign/${c.id}/report`, {
      body: { type: 5, description: "Fake", name: "Jan", email: "jan@example.pl" },
    });
    expect(okReply.status).toBe(200);
    const wrongType = await t.call("POST", `/api/v2/campaign/${c.id}/report`, {
      token: donor.token,
      body: { type: 1, description: "x" },
    });
    expect(wrongType.body.message).toEqual({ type: "report.validator.no_option_selected" });
  });
});

describe("donations through the sandbox provider", () => {
  it("starts PROCESSING, becomes PROCESSED, raises the balance and notifies the owner", async () => {
    const c = await t.campaign(owner.id);
    const reply = await t.call("POST", `/api/v2/campaign/${c.id}/donation`, {
      token: donor.token,
      body: {
        amount: 5000,
        tip: 500,
        currency: 1,
        payment_method: "STRIPE",
        is_anon: false,
        donator_type: "USER",
        return_url: "https://causeway.example/checkout",
      },
    });
    expect(reply.status).toBe(201);
    const d = reply.body.response.donation;
    expect(d).toMatchObject({
      payment_status: "PROCESSING",
      amount: 5000,
      tip: 500,
      donator: { id: donor.id },
    });
    expect(reply.body.response.payment).toMatchObject({ provider: "STRIPE", status: "PROCESSING" });
    await t.payments.drain();
    const after = await t.call("GET", `/api/v2/donation/${d.id}`, { token: donor.token });
    expect(after.body.response.payment_status).toBe("PROCESSED");
    expect(after.body.response.certificate).toMatch(/^http/);
    const campaign = await t.call("GET", `/api/v2/campaign/fetch?id=${c.id}`);
    expect(campaign.body.response).toMatchObject({ donated_amount: 5000, donations_count: "1" });
    const balance = await t.call("GET", `/api/v2/campaign/${c.id}/balance`, { token: owner.token });
    expect(balance.body.response.original).toMatchObject({
      donationAmount: 5000,
      availableAmount: 5000,
      tipAmount: 500,
    });
    const n = await t.deps.db
      .selectFrom("notifications")
      .select("type")
      .where("user_id", "=", owner.id)
      .where("type", "=", "CAMPAIGN_FUNDS_COLLECTED")
      .execute();
    expect(n.length).toBeGreaterThan(0);
    expect((await t.call("GET", `/api/v2/donation/${d.id}`)).status).toBe(403);
    expect(
      (await t.call("GET", `/api/v2/donation/${d.id}?payment_id=${d.payment_id}`)).status,
    ).toBe(200);
  });

  it("takes guest donations with an e-mail, hides anonymous donors, and is idempotent", async () => {
    const c = await t.campaign(owner.id);
    const body = {
      amount: 2000,
      tip: 0,
      currency: 1,
      payment_method: "BANK",
      is_anon: true,
      donator_type: "OTHER",
      donator_name: "Secret",
      email: "guest@example.test",
      return_url: "https://causeway.example/checkout",
    };
    const headers = { "Idempotency-Key": "donation-key-0001" };
    const a = await t.call("POST", `/api/v2/campaign/${c.id}/donation`, { body, headers });
    const b = await t.call("POST", `/api/v2/campaign/${c.id}/donation`, { body, headers });
    expect(a.status).toBe(201);
    expect(b.body.response.donation.id).toBe(a.body.response.donation.id);
    expect(a.body.response.donation.donator).toBeNull();
    const noEmail = await t.call("POST", `/api/v2/campaign/${c.id}/donation`, {
      body: { ...body, email: undefined },
    });
    expect(noEmail.body.message).toEqual({ email: "donate.error.email_invalid" });
    // The donate widget's rules, answered with its keys.
    const guestNoName = await t.call("POST", `/api/v2/campaign/${c.id}/donation`, {
      body: { ...body, donator_name: " ", email: "not-an-address" },
    });
    expect(guestNoName.status).toBe(400);
    expect(guestNoName.body.message).toEqual({
      donator_name: "donate.error.name_required",
      email: "donate.error.email_invalid",
    });
    const noMethod = await t.call("POST", `/api/v2/campaign/${c.id}/donation`, {
      body: { ...body, payment_method: "CASH" },
    });
    expect(noMethod.body.message).toEqual({ payment_method: "donate.error.method_required" });
    const nothing = await t.call("POST", `/api/v2/campaign/${c.id}/donation`, {
      body: { ...body, amount: 0 },
    });
    expect(nothing.body.message).toEqual({ amount: "donate.error.amount_required" });
  });

  it("refuses unverified campaigns, the owner's own campaign and amounts under the minimum", async () => {
    const unverified = await t.campaign(owner.id, { verified: false });
    const body = {
      amount: 5000,
      tip: 0,
      currency: 1,
      payment_method: "STRIPE",
      is_anon: false,
      donator_type: "USER",
      return_url: "https://causeway.example/c",
    };
    expect(
      (
        await t.call("POST", `/api/v2/campaign/${unverified.id}/donation`, {
          token: donor.token,
          body,
        })
      ).status,
    ).toBe(403);
    const c = await t.campaign(owner.id);
    expect(
      (await t.call("POST", `/api/v2/campaign/${c.id}/donation`, { token: owner.token, body }))
        .status,
    ).toBe(403);
    const small = await t.call("POST", `/api/v2/campaign/${c.id}/donation`, {
      token: donor.token,
      body: { ...body, amount: 100 },
    });
    expect(small.body.message).toEqual({ amount: "donate.error.amount_min" });
    // At the currency's minimum (EUR: 500) it goes through.
    const least = await t.call("POST", `/api/v2/campaign/${c.id}/donation`, {
      token: donor.token,
      body: { ...body, amount: 500 },
    });
    expect(least.status).toBe(201);
  });

  it("lists a campaign's donations and the currencies", async () => {
    const c = await t.campaign(owner.id, { donations: [1000, 3000] });
    const list = await t.call("GET", `/api/v2/campaign/${c.id}/donations?order=amount`);
    expect(list.body.response.donations.map((d: { amount: number }) => d.amount)).toEqual([
      3000, 1000,
    ]);
    expect(list.body.response.total).toBe(2);
    const currencies = await t.call("GET", "/api/v2/currencies");
    expect(
      currencies.body.response.currencies.find(
        (x: { abbreviation: string }) => x.abbreviation === "EUR",
      ),
    ).toMatchObject({ minValue: 500, default: true });
  });
});
