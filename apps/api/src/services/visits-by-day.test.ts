import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { visitorCleanup } from "./visitor-cleanup";

let t: TestServer;
let owner: { id: number; token: string };

beforeAll(async () => {
  // Guests told apart by the address a proxy forwards (X-Forwarded-For).
  t = await startTestServer({ TRUST_PROXY: "1" });
  owner = await t.signup("visited");
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const DAY = 86_400;

const visitsOf = async (id: number) =>
  (
    await t.deps.db
      .selectFrom("campaigns")
      .select("visits")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).visits;

describe("the owner's metrics by day (issue 13)", () => {
  /** Monday 3 March 2025, 00:00 UTC. */
  const D1 = Date.UTC(2025, 2, 3) / 1000;
  const clockAt = (seconds: number) => () => new Date(seconds * 1000);

  afterEach(async () => {
    await t.deps.visits.flush();
    t.deps.visits.now = () => new Date();
  });

  /** A campaign fetch, as a guest from `ip` with `agent`, or as a member (`token`). */
  const visit = async (
    id: number,
    who: { ip?: string; agent?: string; token?: string } = {},
    times = 1,
  ) => {
    for (let i = 0; i < times; i++) {
      const reply = await t.call("GET", `/api/v2/campaign/fetch?id=${id}`, {
        token: who.token ?? null,
        headers: {
          "x-forwarded-for": who.ip ?? "203.0.113.1",
          "user-agent": who.agent ?? "Firefox",
        },
      });
      expect(reply.status).toBe(200);
    }
  };
  const series = async (
    id: number,
    type: "visits" | "unique_visits" | "shares",
    from: number,
    to: number,
    format: "day" | "week" | "month" = "day",
  ) => {
    const reply = await t.call(
      "GET",
      `/api/v2/campaign/${id}/metric/session?type=${type}&format=${format}&from=${from}&to=${to}`,
      { token: owner.token },
    );
    expect(reply.status).toBe(200);
    const points = reply.body.response.points as { date: number; value: number }[];
    expect(points.map((p) => p.date)).toEqual(
      points.map((_, i) => from + i * (format === "day" ? 1 : format === "week" ? 7 : 30) * DAY),
    );
    return points.map((p) => p.value);
  };
  const metrics = async (id: number, from: number, to: number) => {
    const reply = await t.call(
      "GET",
      `/api/v2/campaign/${id}/metrics?type=date-range&from=${from}&to=${to}`,
      { token: owner.token },
    );
    expect(reply.status).toBe(200);
    return reply.body.response as { visits: number; shares: number };
  };
  /** The same answers before the counts are written (pending) and after. */
  const bothWays = async <T>(read: () => Promise<T>): Promise<T> => {
    const pending = await read();
    await t.deps.visits.flush();
    expect(await read()).toEqual(pending);
    return pending;
  };
  const fresh = async () => (await t.campaign(owner.id, { verified: true })).id;

  it("puts visits of two days in their own buckets", async () => {
    const id = await fresh();
    t.deps.visits.now = clockAt(D1 + 10 * 3600);
    await visit(id, {}, 2);
    t.deps.visits.now = clockAt(D1 + DAY + 23 * 3600);
    await visit(id, {}, 3);
    expect(await bothWays(() => series(id, "visits", D1, D1 + 3 * DAY - 1))).toEqual([2, 3, 0]);
    // The campaign's total has them all.
    expect(await visitsOf(id)).toBe(5);
  });

  it("counts the same guest twice in a day as one unique visitor and two visits", async () => {
    const id = await fresh();
    t.deps.visits.now = clockAt(D1 + 3600);
    await visit(id, { ip: "198.51.100.7" }, 2);
    expect(await bothWays(() => series(id, "unique_visits", D1, D1 + DAY - 1))).toEqual([1]);
    expect(await series(id, "visits", D1, D1 + DAY - 1)).toEqual([2]);
    // Once written, the same guest again later that day is still one.
    await visit(id, { ip: "198.51.100.7" });
    expect(await bothWays(() => series(id, "unique_visits", D1, D1 + DAY - 1))).toEqual([1]);
    expect(await series(id, "visits", D1, D1 + DAY - 1)).toEqual([3]);
    // The next day they are that day's visitor.
    t.deps.visits.now = clockAt(D1 + DAY + 3600);
    await visit(id, { ip: "198.51.100.7" });
    expect(await bothWays(() => series(id, "unique_visits", D1, D1 + 2 * DAY - 1))).toEqual([1, 1]);
  });

  it("counts two guests as two: another address, or another browser at one address", async () => {
    const id = await fresh();
    t.deps.visits.now = clockAt(D1 + 3600);
    await visit(id, { ip: "198.51.100.7" });
    await visit(id, { ip: "198.51.100.8" });
    expect(await bothWays(() => series(id, "unique_visits", D1, D1 + DAY - 1))).toEqual([2]);
    await visit(id, { ip: "198.51.100.8", agent: "Chromium" });
    expect(await bothWays(() => series(id, "unique_visits", D1, D1 + DAY - 1))).toEqual([3]);
    expect(await series(id, "visits", D1, D1 + DAY - 1)).toEqual([3]);
  });

  it("counts a member once a day wherever they visit from, and stores no address", async () => {
    const id = await fresh();
    const member = await t.signup("visitor");
    t.deps.visits.now = clockAt(D1 + 3600);
    await visit(id, { token: member.token, ip: "198.51.100.7", agent: "Firefox" });
    await visit(id, { token: member.token, ip: "192.0.2.44", agent: "Safari" });
    expect(await bothWays(() => series(id, "unique_visits", D1, D1 + DAY - 1))).toEqual([1]);
    expect(await series(id, "visits", D1, D1 + DAY - 1)).toEqual([2]);
    const stored = await t.deps.db
      .selectFrom("campaign_daily_visitors")
      .select("visitor")
      .where("campaign_id", "=", id)
      .execute();
    expect(stored).toHaveLength(1);
    // The member as an HMAC salted with the day: their row of another day would not match it.
    const hmac = (day: string) => t.deps.visits.visitorOf(day, `member:${member.id}`);
    expect(stored[0]?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(stored[0]?.visitor).toBe(hmac("2025-03-03"));
    expect(hmac("2025-03-04")).not.toBe(hmac("2025-03-03"));
  });

  it("counts a share on its day", async () => {
    const id = await fresh();
    t.deps.visits.now = clockAt(D1 + DAY + 5);
    const shared = await t.call("PUT", `/api/v2/campaign/${id}/add-share-count`);
    expect(shared.status).toBe(200);
    expect(await series(id, "shares", D1, D1 + 3 * DAY - 1)).toEqual([0, 1, 0]);
    expect((await metrics(id, D1 + DAY, D1 + 2 * DAY - 1)).shares).toBe(1);
    expect((await metrics(id, D1, D1 + DAY - 1)).shares).toBe(0);
    // An unknown campaign is 404 and counts nothing anywhere.
    expect((await t.call("PUT", "/api/v2/campaign/999999/add-share-count")).status).toBe(404);
  });

  it("answers zeros for a range without visits", async () => {
    const id = await fresh();
    t.deps.visits.now = clockAt(D1 + 3600);
    await visit(id, {}, 4);
    const later = D1 + 10 * DAY;
    for (const type of ["visits", "unique_visits", "shares"] as const)
      expect(await bothWays(() => series(id, type, later, later + 3 * DAY - 1))).toEqual([0, 0, 0]);
    expect(await metrics(id, later, later + 3 * DAY - 1)).toMatchObject({ visits: 0, shares: 0 });
    expect(await metrics(id, D1 - 5 * DAY, D1 - 1)).toMatchObject({ visits: 0, shares: 0 });
  });

  it("sums the days of a week bucket, and of a 30-day one", async () => {
    const id = await fresh();
    // Day d of nine gets d + 1 visits: 1 + ... + 7 = 28 in the first week, 8 + 9 in the next.
    for (let d = 0; d < 9; d++) {
      t.deps.visits.now = clockAt(D1 + d * DAY + 12 * 3600);
      await visit(id, { ip: `198.51.100.${d}` }, d + 1);
      // Written on some days only: the buckets add written and pending days alike.
      if (d % 2) await t.deps.visits.flush();
    }
    const to = D1 + 14 * DAY - 1;
    expect(await series(id, "visits", D1, to, "week")).toEqual([28, 17]);
    expect(await series(id, "unique_visits", D1, to, "week")).toEqual([7, 2]);
    expect(await bothWays(() => series(id, "visits", D1, to, "month"))).toEqual([45]);
  });

  it("answers /metrics with the visits of the range only", async () => {
    const id = await fresh();
    t.deps.visits.now = clockAt(D1 + 3600);
    await visit(id, {}, 2);
    t.deps.visits.now = clockAt(D1 + 2 * DAY + 3600);
    await visit(id, {}, 5);
    expect(await bothWays(() => metrics(id, D1, D1 + DAY - 1))).toMatchObject({ visits: 2 });
    expect(await metrics(id, D1 + DAY, D1 + 3 * DAY - 1)).toMatchObject({ visits: 5 });
    expect(await metrics(id, D1, D1 + 3 * DAY - 1)).toMatchObject({ visits: 7 });
    expect(await metrics(id, D1 + DAY, D1 + 2 * DAY - 1)).toMatchObject({ visits: 0 });
  });

  it("deletes the visitors of days before yesterday, and keeps the days' counts", async () => {
    const id = await fresh();
    for (const d of [0, 1, 2]) {
      t.deps.visits.now = clockAt(D1 + d * DAY + 3600);
      await visit(id);
    }
    await t.deps.visits.flush();
    const visitorDays = async () =>
      (
        await t.deps.db
          .selectFrom("campaign_daily_visitors")
          .select(sql<string>`day::text`.as("day"))
          .where("campaign_id", "=", id)
          .orderBy("day")
          .execute()
      ).map((r) => r.day);
    expect(await visitorDays()).toEqual(["2025-03-03", "2025-03-04", "2025-03-05"]);
    expect(await visitorCleanup.run(t.deps, new Date((D1 + 2 * DAY + 60) * 1000))).toBe(0);
    expect(await visitorDays()).toEqual(["2025-03-04", "2025-03-05"]);
    expect(await series(id, "unique_visits", D1, D1 + 3 * DAY - 1)).toEqual([1, 1, 1]);
    expect(await series(id, "visits", D1, D1 + 3 * DAY - 1)).toEqual([1, 1, 1]);
  });
});
