import { gunzipSync } from "node:zlib";
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
    // One that could forge a log line or is too long is not taken: the answer gets a new one.
    for (const forged of ['req 42", "level":"error', "r".repeat(256)]) {
      const answer = await t.call("GET", "/api/v2/currencies", {
        headers: { "x-request-id": forged },
      });
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    // A page of the site, answered by the site's own Response, is named too.
    const site = { fetch: async () => new Response("<!doctype html><title>Causeway</title>") };
    const page = await createApp({ ...t.deps, site }).request("/campaign/x", { headers: given });
    expect(page.headers.get("x-request-id")).toBe("req-42");
  });

  it("hands the site every GET its own routes leave, never /api nor another method", async () => {
    const asked: string[] = [];
    const site = {
      fetch: async (request: Request) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        return new Response("<!doctype html><title>Causeway</title>", {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      },
    };
    const app = createApp({ ...t.deps, site });
    const page = await app.request("/campaign/help-maria-walk-again/dashboard");
    expect(await page.text()).toContain("<title>Causeway</title>");
    for (const path of ["/api/v2/unknown", "/api", "/api/"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 404, message: "Not found." });
    }
    const post = await app.request("/campaign", { method: "POST" });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ code: 404, message: "Not found." });
    // The API's own answers stay the API's.
    expect((await app.request("/api/v2/currencies")).status).toBe(200);
    expect(asked).toEqual(["GET /campaign/help-maria-walk-again/dashboard"]);
  });

  it("compresses the API's JSON above 1 kB, and leaves a small answer as it is", async () => {
    const app = createApp(t.deps);
    const currencies = await app.request("/api/v2/currencies", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(currencies.headers.get("content-encoding")).toBe("gzip");
    expect(currencies.headers.get("vary")).toContain("Accept-Encoding");
    const body = JSON.parse(gunzipSync(Buffer.from(await currencies.arrayBuffer())).toString());
    expect(body.response.currencies.length).toBeGreaterThan(1);
    const small = await app.request("/api/v2/campaign?limit=20&created_by=999999", {
      headers: { "accept-encoding": "br" },
    });
    expect(small.headers.get("content-encoding")).toBeNull();
  });
});
