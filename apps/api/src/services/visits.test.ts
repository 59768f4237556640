import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { VisitCounter } from "./visits";

// The visit counter and the owner's total; the days' counts are in visits-by-day.test.ts.

class Counter implements KyselyPlugin {
  executed = 0;
  transformQuery: KyselyPlugin["transformQuery"] = (args) => args.node;
  transformResult: KyselyPlugin["transformResult"] = async (args) => {
    this.executed += 1;
    return args.result;
  };
}

let t: TestServer;
let owner: { id: number; token: string };
let first: number;
let second: number;

beforeAll(async () => {
  // Guests told apart by the address a proxy forwards (X-Forwarded-For).
  t = await startTestServer({ TRUST_PROXY: "1" });
  owner = await t.signup("visited");
  first = (await t.campaign(owner.id, { verified: true })).id;
  second = (await t.campaign(owner.id, { verified: true })).id;
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

describe("VisitCounter", () => {
  it("counts in memory and writes every campaign's visits in one transaction of 3 statements", async () => {
    const counter = new Counter();
    const visits = new VisitCounter(t.deps.db.withPlugin(counter), undefined, 60_000);
    const [a, b] = [await visitsOf(first), await visitsOf(second)];
    for (let i = 0; i < 3; i++) visits.count(first, "guest:a");
    visits.count(second, "guest:a");
    expect(visits.pendingFor(first)).toBe(3);
    expect(await visitsOf(first)).toBe(a);
    await visits.flush();
    // The totals, the day's visitors, the days' counts.
    expect(counter.executed).toBe(3);
    expect(await visitsOf(first)).toBe(a + 3);
    expect(await visitsOf(second)).toBe(b + 1);
    expect(visits.pendingFor(first)).toBe(0);
    // Nothing pending: no statement.
    await visits.flush();
    expect(counter.executed).toBe(3);
    await visits.stop();
  });

  it("writes by itself after its interval, and what is pending when stopped", async () => {
    const visits = new VisitCounter(t.deps.db, undefined, 20);
    const before = await visitsOf(first);
    visits.count(first, "guest:a");
    await new Promise((r) => setTimeout(r, 80));
    expect(await visitsOf(first)).toBe(before + 1);
    visits.count(first, "guest:a");
    await visits.stop();
    expect(await visitsOf(first)).toBe(before + 2);
  });

  it("keeps the counts when a write fails, for the next one", async () => {
    const failing = {
      transaction: () => ({
        execute: async () => {
          throw new Error("database away");
        },
      }),
    } as unknown as ConstructorParameters<typeof VisitCounter>[0];
    const warnings: string[] = [];
    const log = {
      debug() {},
      info() {},
      error() {},
      warn: (msg: string) => warnings.push(msg),
    };
    const visits = new VisitCounter(failing, log, 60_000);
    visits.count(first, "guest:a");
    visits.count(first, "guest:b");
    await visits.flush();
    expect(visits.pendingFor(first)).toBe(2);
    // The visitors are kept too: the next write still counts them as the day's.
    expect(visits.pendingDays(first)[0]?.visitors).toHaveLength(2);
    visits.count(first, "guest:c");
    expect(visits.pendingDays(first)[0]?.visitors).toHaveLength(3);
    expect(warnings).toEqual(["visit counts not written"]);
  });
});

describe("a campaign's visits as its owner sees them", () => {
  it("a guest's fetch counts at once in the metrics, before and after it is written", async () => {
    const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
    const metrics = async () =>
      (
        await t.call(
          "GET",
          `/api/v2/campaign/${first}/metrics?type=date-range&from=${today}&to=${today + DAY - 1}`,
          { token: owner.token },
        )
      ).body.response.visits as number;
    const before = await metrics();
    for (let i = 0; i < 3; i++)
      expect((await t.call("GET", `/api/v2/campaign/fetch?id=${first}`)).status).toBe(200);
    expect(await metrics()).toBe(before + 3);
    await t.deps.visits.flush();
    expect(await metrics()).toBe(before + 3);
    expect(await visitsOf(first)).toBe(before + 3);
  });
});
