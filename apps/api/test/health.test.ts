// Issue 17: liveness and readiness (routes/health.ts, services/lifecycle.ts) as a load balancer
// reads them. The whole start and drain of a real process are in test/scale/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.destroy();
});

describe("/healthz and /readyz", () => {
  it("answer 200 when the process, its database and its upload store answer, never cached", async () => {
    const live = await t.call("GET", "/healthz");
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: "ok" });
    const ready = await t.call("GET", "/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("/readyz answers 503 naming the check that fails, while /healthz still answers", async () => {
    const check = t.storage.check;
    t.storage.check = async () => {
      throw new Error("bucket gone");
    };
    try {
      const ready = await t.call("GET", "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        status: "unavailable",
        checks: { database: "ok", storage: "failed" },
      });
      expect(ready.headers.get("retry-after")).toBe("5");
      expect((await t.call("GET", "/healthz")).status).toBe(200);
    } finally {
      t.storage.check = check;
    }
  });

  it("a check that hangs counts as failed after 2 s, so a probe is always answered", async () => {
    t.deps.lifecycle.addCheck("slow", () => new Promise(() => {}));
    try {
      const started = Date.now();
      const ready = await t.call("GET", "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body.checks.slow).toBe("failed");
      expect(Date.now() - started).toBeLessThan(3500);
    } finally {
      t.deps.lifecycle.addCheck("slow", async () => {});
    }
  });

  it("/readyz answers 503 'stopping' from the moment a shutdown begins, and the API still answers", async () => {
    t.deps.lifecycle.stopping();
    const ready = await t.call("GET", "/readyz");
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: "stopping", checks: {} });
    expect((await t.call("GET", "/healthz")).status).toBe(200);
    expect((await t.call("GET", "/api/v2/currencies")).status).toBe(200);
  });
});
