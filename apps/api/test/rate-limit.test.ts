// Login and sign-up limits live in the database: they hold for every server process on one
// database and across a restart, concurrent attempts count once each, and ended windows are swept.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Deps } from "../src/context";
import { buildDeps } from "../src/deps";
import { createLogger } from "../src/log";
import { DbRateLimiter } from "../src/services/rate-limit";
import { startTestServer, type TestServer } from "./helpers";
import { createScratchDatabase } from "./scratch-database";

type App = ReturnType<typeof createApp>;

/** One failed log-in attempt from the same client for the same account: its status and wait. */
async function attempt(app: App) {
  const res = await app.request("/api/v2/auth", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "nobody-here", password: "wrong" }),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after") };
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ RATE_LIMIT_LOGIN: "3" });
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

describe("rate limits in the database", () => {
  it("two app instances on one database share the limit", async () => {
    // On PostgreSQL the second instance is a second pool on the same database, as a second
    // process would be; PGlite is one process's database, so there it shares the handle but
    // has its own limiter and app.
    const second: Deps = t.deps.config.databaseUrl
      ? await buildDeps(t.deps.config, createLogger("silent"), { inMemory: true })
      : { ...t.deps, limiter: new DbRateLimiter(t.deps.db) };
    try {
      const one = t.app;
      const two = createApp(second);
      const statuses = [
        (await attempt(one)).status,
        (await attempt(two)).status,
        (await attempt(one)).status,
        (await attempt(two)).status,
        (await attempt(one)).status,
      ];
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await attempt(two);
      expect(last.status).toBe(429);
      const wait = Number(last.retryAfter);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    } finally {
      if (second.db !== t.deps.db) await second.db.destroy();
    }
  }, 60_000);

  it("concurrent attempts count once each", async () => {
    const limiter = new DbRateLimiter(t.deps.db);
    const waits = await Promise.all(
      Array.from({ length: 20 }, () => limiter.hit("concurrent:1.2.3.4:", 10, 60_000)),
    );
    expect(waits.filter((w) => w === null)).toHaveLength(10);
    expect(waits.filter((w) => w !== null && w > 0 && w <= 60)).toHaveLength(10);
  });

  it("a window that has ended starts again, and ended windows are swept", async () => {
    const limiter = new DbRateLimiter(t.deps.db);
    expect(await limiter.hit("short:1.2.3.4:", 1, 50)).toBeNull();
    expect(await limiter.hit("short:1.2.3.4:", 1, 50)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await limiter.hit("short:1.2.3.4:", 1, 50)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await limiter.hit("long:1.2.3.4:", 1, 60_000)).toBeNull();
    const before = await t.deps.db.selectFrom("rate_limits").select("key").execute();
    expect(await limiter.sweep()).toBeGreaterThanOrEqual(1);
    const after = await t.deps.db.selectFrom("rate_limits").select("key").execute();
    // The ended window is gone; the live ones (this long one, the other tests') stay.
    expect(after.length).toBe(before.length - 1);
    expect(after.length).toBeGreaterThanOrEqual(1);
  });
});

describe("a restart", () => {
  it("keeps the count", async () => {
    const database = await createScratchDatabase(process.env.DATABASE_URL, "causeway_restart");
    const config = loadConfig({
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      DATA_DIR: mkdtempSync(join(tmpdir(), "causeway-restart-")),
      JWT_SECRET: "test-secret-test-secret-test-secret",
      RATE_LIMIT_LOGIN: "2",
      SEED: "0",
    });
    const log = createLogger("silent");
    try {
      // PGlite keeps its files under DATA_DIR; PostgreSQL keeps the scratch database.
      const first = await buildDeps(config, log);
      const before = createApp(first);
      expect((await attempt(before)).status).toBe(401);
      expect((await attempt(before)).status).toBe(401);
      await first.db.destroy();
      const again = await buildDeps(config, log);
      try {
        const after = createApp(again);
        const reply = await attempt(after);
        expect(reply.status).toBe(429);
        expect(Number(reply.retryAfter)).toBeGreaterThan(0);
      } finally {
        await again.db.destroy();
      }
    } finally {
      await database.drop();
    }
  }, 60_000);
});
