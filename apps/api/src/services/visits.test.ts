import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { VisitCounter } from "./visits";

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
  t = await startTestServer();
  owner = await t.signup("visited");
  first = (await t.campaign(owner.id, { verified: true })).id;
  second = (await t.campaign(owner.id, { verified: true })).id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const visitsOf = async (id: number) =>
  (
    await t.deps.db
      .selectFrom("campaigns")
      .select("visits")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).visits;

describe("VisitCounter", () => {
  it("counts in memory and writes every campaign's visits in one statement", async () => {
    const counter = new Counter();
    const visits = new VisitCounter(t.deps.db.withPlugin(counter), undefined, 60_000);
    const [a, b] = [await visitsOf(first), await visitsOf(second)];
    for (let i = 0; i < 3; i++) visits.count(first);
    visits.count(second);
    expect(visits.pendingFor(first)).toBe(3);
    expect(await visitsOf(first)).toBe(a);
    await visits.flush();
    expect(counter.executed).toBe(1);
    expect(await visitsOf(first)).toBe(a + 3);
    expect(await visitsOf(second)).toBe(b + 1);
    expect(visits.pendingFor(first)).toBe(0);
    // Nothing pending: no statement.
    await visits.flush();
    expect(counter.executed).toBe(1);
    await visits.stop();
  });

  it("writes by itself after its interval, and what is pending when stopped", async () => {
    const visits = new VisitCounter(t.deps.db, undefined, 20);
    const before = await visitsOf(first);
    visits.count(first);
    await new Promise((r) => setTimeout(r, 80));
    expect(await visitsOf(first)).toBe(before + 1);
    visits.count(first);
    await visits.stop();
    expect(await visitsOf(first)).toBe(before + 2);
  });

  it("keeps the counts when a write fails, for the next one", async () => {
    const failing = {
      updateTable: () => {
        throw new Error("database away");
      },
    } as unknown as ConstructorParameters<typeof VisitCounter>[0];
    const warnings: string[] = [];
    const log = {
      debug() {},
      info() {},
      error() {},
      warn: (msg: string) => warnings.push(msg),
    };
    const visits = new VisitCounter(failing, log, 60_000);
    visits.count(first);
    visits.count(first);
    await visits.flush();
    expect(visits.pendingFor(first)).toBe(2);
    expect(warnings).toEqual(["visit counts not written"]);
  });
});

describe("a campaign's visits as its owner sees them", () => {
  it("a guest's fetch counts at once in the metrics, before and after it is written", async () => {
    const metrics = async () =>
      (
        await t.call("GET", `/api/v2/campaign/${first}/metrics?type=date-range&from=0&to=1`, {
          token: owner.token,
        })
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
