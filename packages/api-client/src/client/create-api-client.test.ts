import { describe, expect, it } from "vitest";
import { ApiError, ApiFieldErrors } from "../errors";
import { createApiClient } from "./create-api-client";
import { createFakeFetch, json } from "./fake-server.test-helper";
import { request } from "./request";

const reasons = [{ id: 1, text: "withdraw.reason.medicines" }];

function clientFor(routes: Parameters<typeof createFakeFetch>[0]) {
  const server = createFakeFetch(routes);
  const client = createApiClient({
    baseUrl: "https://api.causeway.example/",
    getToken: () => "jwt",
    language: "es",
    fetch: server.fetch,
  });
  return { client, server };
}

describe("createApiClient + request", () => {
  it("calls the typed path with path and query parameters and returns the data", async () => {
    const { client, server } = clientFor({
      "GET /api/v2/campaign/1042/withdraw": json(200, { response: { withdraws: [], total: 0 } }),
    });
    const data = await request(
      client.GET("/api/v2/campaign/{id}/withdraw", {
        params: { path: { id: 1042 }, query: { state: "PENDING", offset: 4, limit: 4 } },
      }),
    );
    expect(data).toEqual({ response: { withdraws: [], total: 0 } });
    const url = server.requests[0]?.url;
    expect(url?.origin).toBe("https://api.causeway.example");
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      state: "PENDING",
      offset: "4",
      limit: "4",
      lang: "es",
    });
    expect(server.requests[0]?.authorization).toBe("Bearer jwt");
  });

  it("throws ApiFieldErrors for a 400 with per-field errors", async () => {
    const { client } = clientFor({
      "POST /api/v2/campaign/transfer-funds": json(400, {
        code: 400,
        message: { amount: "withdraw.validator.sum_greater_zero" },
      }),
    });
    const call = request(
      client.POST("/api/v2/campaign/transfer-funds", {
        body: {
          amount: 0,
          campaign_from: 1,
          campaign_to: 2,
          currency: 1,
          motivational_message: "x",
        },
      }),
    );
    await expect(call).rejects.toBeInstanceOf(ApiFieldErrors);
    await expect(call).rejects.toMatchObject({
      status: 400,
      fields: { amount: "withdraw.validator.sum_greater_zero" },
    });
  });

  it("throws ApiError with status and message for other failures", async () => {
    const { client } = clientFor({
      "GET /api/v2/campaign/withdraw/reasons": json(403, { code: 403, message: "Access denied." }),
    });
    const call = request(client.GET("/api/v2/campaign/withdraw/reasons"));
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.not.toBeInstanceOf(ApiFieldErrors);
    await expect(call).rejects.toMatchObject({ status: 403, message: "Access denied." });
  });

  it("returns the body of a success", async () => {
    const { client } = clientFor({
      "GET /api/v2/campaign/withdraw/reasons": json(200, { response: { reasons } }),
    });
    const data = await request(client.GET("/api/v2/campaign/withdraw/reasons"));
    expect(data.response.reasons).toEqual(reasons);
  });
});
