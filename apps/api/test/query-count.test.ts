// How many SQL queries the three benchmarked reads run (the feed, a campaign fetch, a withdrawal
// list) on the seeded world: a page is presented with one query per kind of related data, never
// one per row, so the count stays small whatever the page holds.
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { DEMO_PASSWORD } from "../src/seed/demo";
import { seedIfEmpty } from "../src/seed/seed";
import { startTestServer, type TestServer } from "./helpers";

/**
 * Counts every query Kysely executes through the database it is plugged into: `transformResult`
 * runs once per executed statement (`transformQuery` also runs for subqueries built apart).
 */
class QueryCounter implements KyselyPlugin {
  executed = 0;
  transformQuery: KyselyPlugin["transformQuery"] = (args) => args.node;
  transformResult: KyselyPlugin["transformResult"] = async (args) => {
    this.executed += 1;
    return args.result;
  };
}

let t: TestServer;
let counter: QueryCounter;
let app: ReturnType<typeof createApp>;
let token: string;
let campaignId: number;

beforeAll(async () => {
  t = await startTestServer();
  await seedIfEmpty(t.deps);
  counter = new QueryCounter();
  app = createApp({ ...t.deps, db: t.deps.db.withPlugin(counter) });
  const login = await t.call("POST", "/api/v2/auth", {
    body: { username: "maria.petrova", password: DEMO_PASSWORD },
  });
  token = login.body.response.token;
  const campaign = await t.deps.db
    .selectFrom("campaigns")
    .select("id")
    .where("slug", "=", "help-maria-walk-again")
    .executeTakeFirstOrThrow();
  campaignId = campaign.id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

/** The request's status, body and the number of queries it ran. */
async function counted(path: string, auth: boolean) {
  const headers: Record<string, string> = auth ? { authorization: `Bearer ${token}` } : {};
  // A first call fills the per-process caches (currencies, categories).
  await app.request(path, { headers });
  counter.executed = 0;
  const res = await app.request(path, { headers });
  // biome-ignore lint/suspicious/noExplicitAny: read loosely.
  const body: any = await res.json();
  return { status: res.status, body, queries: counter.executed };
}

// Measured before the presenters read a page in one query: feed 12, campaign fetch 7 (10 signed
// in), withdrawal list 13-14. Now: 3, 2 (3 signed in), 4.
const MAX_QUERIES = 4;

describe("queries per request", () => {
  it("the feed (page 8): the token's user, the page, one query for everything related", async () => {
    const full = await counted("/api/v2/campaign/feed?limit=8", true);
    expect(full.status).toBe(200);
    expect(full.body.response.posts.length).toBeGreaterThan(4);
    expect(full.queries).toBeLessThanOrEqual(MAX_QUERIES);
    // Eight posts cost what one does: nothing is read per row.
    const one = await counted("/api/v2/campaign/feed?limit=1", true);
    expect(one.body.response.posts).toHaveLength(1);
    expect(full.queries).toBe(one.queries);
  });

  it("a campaign fetch by slug, as a guest and signed in", async () => {
    const guest = await counted("/api/v2/campaign/fetch?slug=help-maria-walk-again", false);
    expect(guest.status).toBe(200);
    expect(guest.body.response.images.length).toBeGreaterThan(0);
    expect(guest.queries).toBeLessThanOrEqual(MAX_QUERIES - 1);
    const member = await counted("/api/v2/campaign/fetch?slug=help-maria-walk-again", true);
    expect(member.status).toBe(200);
    expect(member.queries).toBeLessThanOrEqual(MAX_QUERIES);
  });

  it("a withdrawal list, whatever the number of rows", async () => {
    const counts = new Map<number, number>();
    for (const state of ["PAYED", "PENDING", "REFUSED"]) {
      const r = await counted(`/api/v2/campaign/${campaignId}/withdraw?state=${state}`, true);
      expect(r.status).toBe(200);
      expect(r.body.response.total).toBe(r.body.response.withdraws.length);
      expect(r.queries).toBeLessThanOrEqual(MAX_QUERIES);
      counts.set(r.body.response.withdraws.length, r.queries);
    }
    // The seeded campaign has 3 paid, 2 pending and 1 refused: the same count for each.
    expect(counts.size).toBe(3);
    expect(new Set(counts.values()).size).toBe(1);
  });
});
