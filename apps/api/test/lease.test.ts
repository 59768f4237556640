// Issue 17: scheduled jobs under a lease in the database (services/lease.ts). Two JobLeases on
// one database stand for two instances; on PostgreSQL (test-postgres.sh) the same runs on a server.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobLeases, underStartupLock } from "../src/services/lease";
import { type SchedulerClock, startScheduler } from "../src/services/scheduler";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.destroy();
});

const never: SchedulerClock = {
  now: () => new Date(),
  every: () => ({ cancel() {} }),
};

async function leaseRows() {
  const { rows } = await sql<{ job: string; holder: string }>`
    select job, holder from job_leases order by job`.execute(t.deps.db);
  return rows;
}

describe("a job's lease", () => {
  it("is held by one instance at a time, renewed by its holder, and free again once released", async () => {
    const a = new JobLeases(t.deps.db, "instance-a", 60_000);
    const b = new JobLeases(t.deps.db, "instance-b", 60_000);
    expect(await a.take("reminders")).toBe(true);
    expect(await b.take("reminders")).toBe(false);
    // The holder takes it again (a renewal); the other still cannot.
    expect(await a.take("reminders")).toBe(true);
    expect(await b.take("reminders")).toBe(false);
    expect(await b.take("statistics")).toBe(true);
    expect(await leaseRows()).toEqual([
      { job: "reminders", holder: "instance-a" },
      { job: "statistics", holder: "instance-b" },
    ]);
    await a.release();
    expect(a.holding()).toEqual([]);
    expect(await b.take("reminders")).toBe(true);
    expect(b.holding()).toEqual(["reminders", "statistics"]);
    await b.release();
    expect(await leaseRows()).toEqual([]);
  });

  it("goes to another instance once it expires (a holder that died), and the old holder knows it lost it", async () => {
    const a = new JobLeases(t.deps.db, "instance-a", 60_000);
    const b = new JobLeases(t.deps.db, "instance-b", 60_000);
    expect(await a.take("reminders")).toBe(true);
    await sql`update job_leases set expires_at = now() - interval '1 second'`.execute(t.deps.db);
    expect(await b.take("reminders")).toBe(true);
    await a.renew();
    expect(a.holding()).toEqual([]);
    expect(await a.take("reminders")).toBe(false);
    await b.release();
  });

  it("is taken by one of many instances asking at once", async () => {
    const many = Array.from(
      { length: 8 },
      (_, i) => new JobLeases(t.deps.db, `instance-${i}`, 60_000),
    );
    const taken = await Promise.all(many.map((l) => l.take("race")));
    expect(taken.filter(Boolean)).toHaveLength(1);
    await Promise.all(many.map((l) => l.release()));
  });

  it("is renewed while its holder lives, so it does not expire under it", async () => {
    const a = new JobLeases(t.deps.db, "instance-a", 600);
    const b = new JobLeases(t.deps.db, "instance-b", 600);
    expect(await a.take("reminders")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await b.take("reminders")).toBe(false);
    await a.release();
    expect(await b.take("reminders")).toBe(true);
    await b.release();
  });
});

describe("the scheduler under leases", () => {
  it("runs each job on one of two instances ticking together, writes the run down, and hands the jobs over on stop", async () => {
    const ran: string[] = [];
    const jobs = ["first", "second"].map((name) => ({
      name,
      run: async () => {
        ran.push(name);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return 1;
      },
    }));
    const a = startScheduler(t.deps, {
      clock: never,
      jobs,
      leases: new JobLeases(t.deps.db, "instance-a", 60_000),
    });
    const b = startScheduler(t.deps, {
      clock: never,
      jobs,
      leases: new JobLeases(t.deps.db, "instance-b", 60_000),
    });
    // Both ran at start; two more rounds each, at once.
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    expect(ran.filter((n) => n === "first")).toHaveLength(3);
    expect(ran.filter((n) => n === "second")).toHaveLength(3);
    const { rows } = await sql<{ job: string; holders: string[]; runs: number; sent: number }>`
      select job, array_agg(distinct holder) as holders, count(*)::int as runs, sum(sent)::int as sent
      from scheduled_runs where job in ('first', 'second') and finished_at is not null
      group by job order by job`.execute(t.deps.db);
    expect(rows.map((r) => [r.job, r.holders.length, r.runs, r.sent])).toEqual([
      ["first", 1, 3, 3],
      ["second", 1, 3, 3],
    ]);
    const holderOfFirst = rows[0]?.holders[0];
    const [stopped, other] = holderOfFirst === "instance-a" ? [a, b] : [b, a];
    await stopped.stop();
    ran.length = 0;
    await other.tick();
    expect(ran).toEqual(["first", "second"]);
    expect((await leaseRows()).map((r) => r.holder)).toEqual([
      holderOfFirst === "instance-a" ? "instance-b" : "instance-a",
      holderOfFirst === "instance-a" ? "instance-b" : "instance-a",
    ]);
    await other.stop();
    expect(await leaseRows()).toEqual([]);
  });

  it("writes a failed run down with its error", async () => {
    const s = startScheduler(t.deps, {
      clock: never,
      jobs: [
        {
          name: "broken",
          run: async () => {
            throw new Error("boom");
          },
        },
      ],
      leases: new JobLeases(t.deps.db, "instance-a", 60_000),
    });
    await s.tick();
    await s.stop();
    const { rows } = await sql<{ error: string | null; finished: boolean }>`
      select error, finished_at is not null as finished from scheduled_runs where job = 'broken'`.execute(
      t.deps.db,
    );
    expect(rows).toEqual([{ error: "boom", finished: true }]);
  });
});

describe("the start-up lock", () => {
  it.runIf(process.env.DATABASE_URL)(
    "lets instances starting together migrate and seed one after the other",
    async () => {
      const url = process.env.DATABASE_URL as string;
      const order: string[] = [];
      const step = (name: string) =>
        underStartupLock(url, async () => {
          order.push(`${name} in`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          order.push(`${name} out`);
        });
      await Promise.all([step("a"), step("b")]);
      const [first, second] = order[0] === "a in" ? ["a", "b"] : ["b", "a"];
      expect(order).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    },
  );
});
