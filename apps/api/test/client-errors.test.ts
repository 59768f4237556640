// POST /api/v2/client-errors: a browser's chunk failure (001 §8) or hydration mismatch becomes one
// warn line in the log
// with who and where; a malformed report is a 400 naming the field, and a flood a 429.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

const REPORT = {
  kind: "chunk_load",
  message: "Failed to fetch dynamically imported module: http://localhost:3000/assets/route-x.js",
  path: "/campaign/help-maria-walk-again",
  shown_ms: 120_000,
};

describe("client error reports", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.destroy());

  it("writes a guest's chunk failure to the log and answers success", async () => {
    const warn = vi.spyOn(t.deps.log, "warn");
    const reply = await t.call("POST", "/api/v2/client-errors", {
      body: REPORT,
      headers: { "user-agent": "Chromium test" },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ response: { success: true } });
    expect(warn).toHaveBeenCalledWith(
      "client error",
      expect.objectContaining({ ...REPORT, userId: null, userAgent: "Chromium test" }),
    );
    warn.mockRestore();
  });

  it("writes a page the app drew otherwise than the server (a hydration mismatch) to the log", async () => {
    const warn = vi.spyOn(t.deps.log, "warn");
    const mismatch = {
      kind: "hydration_mismatch",
      message: "Hydration failed because the server rendered text didn't match the client.",
      path: "/campaign/help-maria-walk-again",
      shown_ms: 0,
    };
    const reply = await t.call("POST", "/api/v2/client-errors", { body: mismatch });
    expect(reply.status).toBe(200);
    expect(warn).toHaveBeenCalledWith("client error", expect.objectContaining(mismatch));
    warn.mockRestore();
  });

  it.each([
    [{ ...REPORT, kind: "other" }, "kind"],
    [{ ...REPORT, message: "x".repeat(501) }, "message"],
    [{ ...REPORT, shown_ms: -1 }, "shown_ms"],
    [{ ...REPORT, shown_ms: 1.5 }, "shown_ms"],
    [{ kind: "chunk_load", message: "m", shown_ms: 1 }, "path"],
    [{ ...REPORT, extra: true }, null],
  ])("refuses a malformed report with a 400 (%o)", async (body, field) => {
    const reply = await t.call("POST", "/api/v2/client-errors", { body });
    expect(reply.status).toBe(400);
    if (field) expect(JSON.stringify(reply.body)).toContain(field);
  });

  it("answers 429 with Retry-After beyond 10 reports a minute from one address", async () => {
    const fresh = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await fresh.call("POST", "/api/v2/client-errors", { body: REPORT })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      const last = await fresh.call("POST", "/api/v2/client-errors", { body: REPORT });
      expect(last.status).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await fresh.destroy();
    }
  });
});
