import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { runUpdateReminders } from "../src/services/reminders";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

describe("update reminders", () => {
  it("sends the 10-, 60- and 120-day reminders once each", async () => {
    const owner = await t.signup("owner");
    const c = await t.campaign(owner.id);
    await t.deps.db
      .updateTable("campaigns")
      .set({ created_at: new Date(Date.now() - 70 * 86_400_000) })
      .where("id", "=", c.id)
      .execute();
    expect(await runUpdateReminders(t.deps)).toBe(2);
    expect(await runUpdateReminders(t.deps)).toBe(0);
    const rows = await t.deps.db
      .selectFrom("notifications")
      .select("data")
      .where("user_id", "=", owner.id)
      .where("type", "=", "CAMPAIGN_UPDATE_REMINDER")
      .execute();
    expect(rows.map((r) => (r.data as { reminder_type: string }).reminder_type).sort()).toEqual([
      "SIXTY_DAYS_REMINDER",
      "TEN_DAYS_REMINDER",
    ]);
    expect(await runUpdateReminders(t.deps, new Date(Date.now() + 60 * 86_400_000))).toBe(1);
  });
});

describe("HTTP basics", () => {
  it("answers unknown API paths with a 404 body and refuses huge JSON bodies", async () => {
    const missing = await t.call("GET", "/api/v2/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, message: "Not found." });
    const huge = await t.call("POST", "/api/v2/auth", {
      raw: JSON.stringify({ username: "x".repeat(2_000_000), password: "y" }),
      headers: { "content-type": "application/json" },
    });
    expect(huge.status).toBe(413);
  });

  it("names every answer with the caller's X-Request-Id, or a new one", async () => {
    const given = { "x-request-id": "req-42" };
    const answers = [
      await t.call("GET", "/api/v2/currencies", { headers: given }),
      await t.call("GET", "/api/v2/nothing-here", { headers: given }),
      await t.call("POST", "/api/v2/auth", {
        raw: "x".repeat(2_000_000),
        headers: { ...given, "content-type": "application/json" },
      }),
      await t.call("GET", "/api/v2/currencies", {
        headers: { ...given, "accept-encoding": "gzip" },
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 413, 200]);
    for (const answer of answers) expect(answer.headers.get("x-request-id")).toBe("req-42");
    const fresh = await t.call("GET", "/api/v2/currencies");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves a built single-page app with an index.html fallback, never for /api", async () => {
    const dir = mkdtempSync(join(tmpdir(), "causeway-spa-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>Causeway</title>");
    writeFileSync(join(dir, "assets", "app.js"), "console.log(1)");
    const app = createApp({ ...t.deps, config: { ...t.deps.config, staticDir: dir } });
    const asset = await app.request("/assets/app.js");
    expect(asset.headers.get("content-type")).toContain("javascript");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const route = await app.request("/campaign/help-maria-walk-again/dashboard");
    expect(await route.text()).toContain("<title>Causeway</title>");
    const traversal = await app.request("/../../etc/passwd");
    expect(await traversal.text()).toContain("<title>Causeway</title>");
    const api = await app.request("/api/v2/unknown");
    expect(api.status).toBe(404);
  });
});
