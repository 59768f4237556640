import { describe, expect, it, vi } from "vitest";
import { createAuthFetch } from "./auth-fetch";
import { createFakeFetch, json } from "./fake-server.test-helper";

const BASE = "https://api.causeway.example";
const renewed = json(200, { response: { token: "fresh-token" } });

function post(path: string, body: unknown) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
}

describe("createAuthFetch", () => {
  it("sends the bearer token and the lang parameter", async () => {
    const server = createFakeFetch({ "GET /api/v2/user": json(200, { response: {} }) });
    const authFetch = createAuthFetch({
      baseUrl: BASE,
      getToken: () => "token-1",
      language: "bg",
      fetch: server.fetch,
    });
    await authFetch(new Request(`${BASE}/api/v2/user`));
    expect(server.requests[0]?.authorization).toBe("Bearer token-1");
    expect(server.requests[0]?.url.searchParams.get("lang")).toBe("bg");
  });

  it("keeps a lang the call set itself and sends no token for a guest", async () => {
    const server = createFakeFetch({ "GET /api/v2/public_settings": json(200, {}) });
    const authFetch = createAuthFetch({
      baseUrl: BASE,
      getToken: async () => null,
      language: () => "de",
      fetch: server.fetch,
    });
    await authFetch(new Request(`${BASE}/api/v2/public_settings?lang=pl`));
    expect(server.requests[0]?.authorization).toBeNull();
    expect(server.requests[0]?.url.searchParams.getAll("lang")).toEqual(["pl"]);
  });

  it("renews the token once on a 401 and retries with the same body", async () => {
    const server = createFakeFetch({
      "POST /api/v2/post": [json(401, { code: 401, message: "Expired JWT Token" }), json(201, {})],
      "GET /api/v2/renew_token": renewed,
    });
    const onTokenRenewed = vi.fn();
    const authFetch = createAuthFetch({
      baseUrl: BASE,
      getToken: () => "old-token",
      onTokenRenewed,
      fetch: server.fetch,
    });
    const response = await authFetch(post("/api/v2/post", { content: "Здравейте" }));
    expect(response.status).toBe(201);
    expect(onTokenRenewed).toHaveBeenCalledWith("fresh-token");
    expect(server.requests.map((r) => `${r.method} ${r.url.pathname} ${r.authorization}`)).toEqual([
      "POST /api/v2/post Bearer old-token",
      "GET /api/v2/renew_token Bearer old-token",
      "POST /api/v2/post Bearer fresh-token",
    ]);
    expect(server.requests[2]?.body).toBe(JSON.stringify({ content: "Здравейте" }));
  });

  it("gives up after one renewal: a second 401 is returned as is", async () => {
    const server = createFakeFetch({
      "GET /api/v2/user": [json(401, {}), json(401, { code: 401, message: "Revoked" })],
      "GET /api/v2/renew_token": renewed,
    });
    const authFetch = createAuthFetch({ baseUrl: BASE, getToken: () => "t", fetch: server.fetch });
    const response = await authFetch(new Request(`${BASE}/api/v2/user`));
    expect(response.status).toBe(401);
    expect(server.requests).toHaveLength(3);
  });

  it("reports onUnauthorized when the renewal fails and returns the original 401", async () => {
    const server = createFakeFetch({
      "GET /api/v2/user": json(401, { code: 401, message: "Expired JWT Token" }),
      "GET /api/v2/renew_token": json(401, { code: 401, message: "Invalid token" }),
    });
    const onUnauthorized = vi.fn();
    const onTokenRenewed = vi.fn();
    const authFetch = createAuthFetch({
      baseUrl: BASE,
      getToken: () => "t",
      onUnauthorized,
      onTokenRenewed,
      fetch: server.fetch,
    });
    const response = await authFetch(new Request(`${BASE}/api/v2/user`));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: "Expired JWT Token" });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onTokenRenewed).not.toHaveBeenCalled();
  });

  it("treats a renewal answer without a token as a failure", async () => {
    const server = createFakeFetch({
      "GET /api/v2/user": json(401, {}),
      "GET /api/v2/renew_token": json(200, { response: {} }),
    });
    const onUnauthorized = vi.fn();
    const authFetch = createAuthFetch({
      baseUrl: BASE,
      getToken: () => "t",
      onUnauthorized,
      fetch: server.fetch,
    });
    expect((await authFetch(new Request(`${BASE}/api/v2/user`))).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("does not try to renew without a token (a failed login is just a 401)", async () => {
    const server = createFakeFetch({
      "POST /api/v2/auth": json(401, { code: 401, message: "Bad" }),
    });
    const authFetch = createAuthFetch({ baseUrl: BASE, fetch: server.fetch });
    const response = await authFetch(post("/api/v2/auth", { username: "a", password: "b" }));
    expect(response.status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });

  it("shares one renewal between concurrent 401s", async () => {
    let userCalls = 0;
    const server = createFakeFetch({
      "GET /api/v2/user": (_request, seen) =>
        seen.authorization === "Bearer fresh-token" ? json(200, { n: ++userCalls }) : json(401, {}),
      "GET /api/v2/renew_token": renewed,
    });
    const authFetch = createAuthFetch({ baseUrl: BASE, getToken: () => "t", fetch: server.fetch });
    const answers = await Promise.all(
      [1, 2, 3].map(() => authFetch(new Request(`${BASE}/api/v2/user`))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const renewals = server.requests.filter((r) => r.url.pathname === "/api/v2/renew_token");
    expect(renewals).toHaveLength(1);
  });
});
