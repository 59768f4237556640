import { isVideoUrl } from "@causeway/rules";
import { createCanvas, loadImage } from "@napi-rs/canvas";
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

  it("gives every campaign its visits and shares by day since launch, adding up to its totals", async () => {
    const campaigns = await t.deps.db
      .selectFrom("campaigns")
      .select(["id", "slug", "visits", "share_count", "created_at"])
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    for (const c of campaigns) {
      const days = await t.deps.db
        .selectFrom("campaign_daily_stats")
        .select([sql<string>`day::text`.as("day"), "visits", "unique_visits", "shares"])
        .where("campaign_id", "=", c.id)
        .orderBy("day")
        .execute();
      expect(days[0]?.day, c.slug).toBe(c.created_at.toISOString().slice(0, 10));
      expect(days.at(-1)?.day, c.slug).toBe(today);
      const sum = (key: "visits" | "shares") => days.reduce((n, d) => n + d[key], 0);
      expect(sum("visits"), c.slug).toBe(c.visits);
      expect(sum("shares"), c.slug).toBe(c.share_count);
      for (const d of days) {
        expect(d.unique_visits, `${c.slug} ${d.day}`).toBeLessThanOrEqual(d.visits);
        expect(d.unique_visits > 0, `${c.slug} ${d.day}`).toBe(d.visits > 0);
      }
    }
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
    const notifications = (await t.call("GET", "/api/v2/notifications?limit=50", { token })).body
      .response;
    expect(notifications.meta.total).toBe(21);
    // The grouped ones name the members the demo world made follow, give karma and comment.
    const karma = notifications.notifications.find(
      (n: { type: string }) => n.type === "POST_KARMA",
    );
    expect(karma.data).toMatchObject({
      post_title: "First week of rehabilitation",
      actor: { username: "peter.kovacs" },
      others: 3,
    });
    expect(
      (await t.call("GET", "/api/v1/messages/conversations", { token })).body.response.conversations
        .length,
    ).toBe(2);
    // The dashboard's last 30 days (metrics-range.ts of the web app): a chart with history.
    const to = Math.floor(Date.now() / 86_400_000) * 86_400 + 86_399;
    const from = to - 30 * 86_400 + 1;
    const visits = await t.call(
      "GET",
      `/api/v2/campaign/${id}/metric/session?type=visits&format=day&from=${from}&to=${to}`,
      { token },
    );
    const points = visits.body.response.points as { value: number }[];
    expect(points).toHaveLength(30);
    expect(points.every((p) => p.value > 0)).toBe(true);
    const totals = await t.call(
      "GET",
      `/api/v2/campaign/${id}/metrics?type=date-range&from=${from}&to=${to}`,
      {
        token,
      },
    );
    expect(totals.body.response.visits).toBe(points.reduce((n, p) => n + p.value, 0));
    const total = await t.deps.db
      .selectFrom("campaigns")
      .select("visits")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(totals.body.response.visits).toBeLessThan(total.visits);
    const image = campaign.body.response.images[0].original.path;
    const served = await t.app.request(image);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("shows every campaign and member with a picture drawn for it, light enough for a phone", async () => {
    const campaigns = await t.deps.db.selectFrom("campaigns").select("slug").execute();
    const seen = new Set<string>();
    for (const { slug } of campaigns) {
      const reply = await t.call("GET", `/api/v2/campaign/fetch?slug=${slug}`);
      const images = reply.body.response.images as {
        main: boolean;
        compressed: { path: string };
      }[];
      expect(images.length, slug).toBeGreaterThan(0);
      expect(images[0]?.main, slug).toBe(true);
      for (const image of images) {
        const picture = await servedPicture(image.compressed.path);
        expect(picture.type, slug).toBe("image/webp");
        // A campaign's cover is what a phone waits for (LCP ≤ 2.0 s): tens of kilobytes at most.
        expect(picture.bytes.length, slug).toBeLessThan(30_000);
        expect([picture.width, picture.height], slug).toEqual([960, 540]);
        // A picture, not a gradient: shapes with edges, like a photo or an illustration.
        expect(picture.edges, slug).toBeGreaterThan(0.003);
        seen.add(Buffer.from(picture.bytes).toString("base64"));
      }
    }
    // Each campaign's pictures are its own.
    const total = await t.deps.db.selectFrom("campaign_images").select("media_id").execute();
    expect(seen.size).toBe(total.length);
    const maria = await t.call("GET", "/api/v2/user/fetch/maria.petrova");
    const avatar = await servedPicture(maria.body.response.avatar.square.path);
    expect(avatar.edges).toBeGreaterThan(0.003);
  });
});

/** A served picture: its type, bytes, size and the share of its pixels on an edge. */
async function servedPicture(path: string) {
  const served = await t.app.request(path);
  const bytes = new Uint8Array(await served.arrayBuffer());
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  // Copied out of the canvas once: reading its pixels one by one is slow.
  const data = new Uint8Array(context.getImageData(0, 0, image.width, image.height).data);
  let edges = 0;
  for (let i = 0; i + 4 < data.length; i += 4) {
    const a = 3 * (data[i] ?? 0) + 6 * (data[i + 1] ?? 0) + (data[i + 2] ?? 0);
    const b = 3 * (data[i + 4] ?? 0) + 6 * (data[i + 5] ?? 0) + (data[i + 6] ?? 0);
    if (Math.abs(a - b) > 240) edges += 1;
  }
  return {
    type: served.headers.get("content-type"),
    bytes,
    width: image.width,
    height: image.height,
    edges: edges / (image.width * image.height),
  };
}
