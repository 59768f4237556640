// Host apps on other origins call the API from the browser: only the origins in CORS_ORIGINS get
// CORS headers, credentials only with CORS_CREDENTIALS=1, and a preflight is answered before the
// auth and body checks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

const HOST = "https://shop.example";

describe("CORS for configured origins", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ CORS_ORIGINS: `${HOST}/, https://other.example` });
  });
  afterAll(async () => t?.destroy());

  it("answers a preflight of a money call from a configured origin", async () => {
    const reply = await t.call("OPTIONS", "/api/v2/campaign/1/donation", {
      headers: {
        origin: HOST,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, idempotency-key, authorization",
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get("access-control-allow-origin")).toBe(HOST);
    expect(reply.headers.get("access-control-allow-headers")?.toLowerCase()).toContain(
      "idempotency-key",
    );
    expect(reply.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("lets a configured origin read an answer and its Retry-After, and no other origin", async () => {
    const allowed = await t.call("GET", "/api/v2/currencies", { headers: { origin: HOST } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe(HOST);
    expect(allowed.headers.get("access-control-expose-headers")).toContain("Retry-After");
    const other = await t.call("GET", "/api/v2/currencies", {
      headers: { origin: "https://evil.example" },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("CORS off by default, credentials only when asked", () => {
  it("sends no CORS header without CORS_ORIGINS", async () => {
    const t = await startTestServer();
    const reply = await t.call("GET", "/api/v2/currencies", { headers: { origin: HOST } });
    expect(reply.headers.get("access-control-allow-origin")).toBeNull();
    await t.destroy();
  });
  it("allows credentials with CORS_CREDENTIALS=1", async () => {
    const t = await startTestServer({ CORS_ORIGINS: HOST, CORS_CREDENTIALS: "1" });
    const reply = await t.call("GET", "/api/v2/currencies", { headers: { origin: HOST } });
    expect(reply.headers.get("access-control-allow-credentials")).toBe("true");
    await t.destroy();
  });
});
