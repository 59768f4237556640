import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/create-api-client";
import { createMockHandlers } from "./handlers";
import { createMockFetch } from "./mock-fetch";

const BASE = "https://api.example.test";

describe("createMockFetch", () => {
  it("answers the typed client from the contract's examples", async () => {
    const client = createApiClient({
      baseUrl: BASE,
      fetch: createMockFetch(createMockHandlers()),
    });
    const { data, response } = await client.GET("/api/v2/campaign/withdraw/reasons");
    expect(response.status).toBe(200);
    expect(data).toBeTruthy();
  });

  it("answers the error mode with a declared error status", async () => {
    const client = createApiClient({
      baseUrl: BASE,
      fetch: createMockFetch(createMockHandlers({ mode: "error" })),
    });
    const { error, response } = await client.GET("/api/v2/campaign/withdraw/reasons");
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(error).toBeTruthy();
  });

  it("says which request no handler answered", async () => {
    const fetch = createMockFetch([]);
    const response = await fetch(new Request(`${BASE}/api/v2/nowhere`));
    expect(response.status).toBe(501);
    expect(await response.json()).toMatchObject({ message: "No mock answers GET /api/v2/nowhere" });
  });
});
