import { isVideoUrl } from "@causeway/forms/rules";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed/demo";
import { seedIfEmpty } from "../src/seed/seed";
import { NOTIFICATION_TEXT } from "../src/services/notify";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  expect(await seedIfEmpty(t.deps)).toBe(true);
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

describe("demo seed", () => {
  it("runs once only", async () => {
    expect(await seedIfEmpty(t.deps)).toBe(false);
  });

  it("logs in every demo account listed in the README", async () => {
    for (const username of [
      "admin",
      "superadmin",
      "editor",
      "translator",
      "maria.petrova",
      "lucia.garcia",
      "anna.nowak",
      "zdrowie-fundacja",
      "zold-jovo",
      "new.member",
    ]) {
      const reply = await t.call("POST", "/api/v2/auth", {
        body: { username, password: DEMO_PASSWORD },
      });
      expect(reply.status, username).toBe(200);
    }
  });

  it("has a dozen campaigns across categories, currencies and states", async () => {
    const campaigns = await t.deps.db.selectFrom("campaigns").selectAll().execute();
    expect(campaigns.length).toBeGreaterThanOrEqual(12);
    expect(new Set(campaigns.map((c) => c.currency_id)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(campaigns.map((c) => c.category_id)).size).toBeGreaterThanOrEqual(6);
    expect(campaigns.some((c) => c.finished)).toBe(true);
    expect(campaigns.some((c) => c.successful)).toBe(true);
    expect(campaigns.some((c) => !c.verified)).toBe(true);
    expect(campaigns.some((c) => !c.active && !c.finished)).toBe(true);
  });

  it("has only campaign videos the site can play", async () => {
    const rows = await t.deps.db.selectFrom("campaigns").select(["slug", "video"]).execute();
    const videos = rows.filter((r) => r.video !== null);
    expect(videos.length).toBeGreaterThan(0);
    for (const { slug, video } of videos) expect(isVideoUrl(video ?? ""), slug).toBe(true);
  });

  it("has withdrawals in every state, bank accounts in every state, every notification type", async () => {
    const states = await t.deps.db.selectFrom("withdrawals").select("state").distinct().execute();
    expect(states.map((s) => s.state).sort()).toEqual([
      "PAYED",
      "PENDING",
      "REFUSED",
      "WAITING_DOCUMENTS",
    ]);
    const kinds = await t.deps.db.selectFrom("withdrawals").select("kind").distinct().execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(["personal", "service", "transfer"]);
    const accounts = await t.deps.db
      .selectFrom("bank_accounts")
      .select("state")
      .distinct()
      .execute();
    expect(accounts.map((a) => a.state).sort()).toEqual(["APPROVED", "PENDING", "REFUSED"]);
    const types = await t.deps.db.selectFrom("notifications").select("type").distinct().execute();
    expect(types.map((x) => x.type).sort()).toEqual(Object.keys(NOTIFICATION_TEXT).sort());
  });

  it("keeps every campaign's balance at or above zero", async () => {
    const rows = await t.deps.db
      .selectFrom("campaigns")
      .select([
        "id",
        sql<number>`(select coalesce(sum(amount), 0) from donations d where d.campaign_id = campaigns.id and d.payment_status = 'PROCESSED')`.as(
          "donated",
        ),
        sql<number>`(select coalesce(sum(total), 0) from withdrawals w where w.campaign_id = campaigns.id and w.state <> 'REFUSED')`.as(
          "withdrawn",
        ),
      ])
      .execute();
    for (const r of rows)
      expect(Number(r.donated) - Number(r.withdrawn), `campaign ${r.id}`).toBeGreaterThanOrEqual(0);
  });

  it("serves the seeded world through the API: Maria's dashboard and feed", async () => {
    const login = await t.call("POST", "/api/v2/auth", {
      body: { username: "maria.petrova", password: DEMO_PASSWORD },
    });
    const token = login.body.response.token;
    const campaign = await t.call("GET", "/api/v2/campaign/fetch?slug=help-maria-walk-again", {
      token,
    });
    expect(campaign.body.response).toMatchObject({ verified: true, donations_count: "10" });
    const id = campaign.body.response.id;
    expect(
      (await t.call("GET", `/api/v2/campaign/${id}/withdraw`, { token })).body.response.total,
    ).toBeGreaterThan(0);
    expect(
      (await t.call("GET", `/api/v2/campaign/withdraw-bank-account?campaign_id=${id}`, { token }))
        .body.response.state,
    ).toBe("APPROVED");
    expect((await t.call("GET", "/api/v2/notifications", { token })).body.response.meta.total).toBe(
      18,
    );
    expect(
      (await t.call("GET", "/api/v1/messages/conversations", { token })).body.response.conversations
        .length,
    ).toBe(2);
    const image = campaign.body.response.images[0].original.path;
    const served = await t.app.request(image);
    expect(served.headers.get("content-type")).toBe("image/png");
  });
});
