import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/create-api-client";
import { createFakeFetch, json } from "../client/fake-server.test-helper";
import type { BankAccount } from "../types";
import { bankAccountQueries, bankAccountState } from "./bank-accounts";
import { apiClientOf, bindApiClient } from "./binding";

function setup(routes: Parameters<typeof createFakeFetch>[0]) {
  const server = createFakeFetch(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindApiClient(queryClient, createApiClient({ baseUrl: "http://api.test", fetch: server.fetch }));
  return { server, queryClient };
}

describe("bankAccountQueries.detail", () => {
  it("reads a 404 as 'no account yet' (null)", async () => {
    const { queryClient } = setup({
      "GET /api/v2/campaign/withdraw-bank-account": json(404, { code: 404, message: "Not found." }),
    });
    await expect(queryClient.fetchQuery(bankAccountQueries.detail(1042))).resolves.toBeNull();
  });

  it("rethrows other failures", async () => {
    const { queryClient } = setup({
      "GET /api/v2/campaign/withdraw-bank-account": json(403, { code: 403, message: "No." }),
    });
    await expect(queryClient.fetchQuery(bankAccountQueries.detail(1042))).rejects.toMatchObject({
      status: 403,
    });
  });

  it("asks for the campaign's account", async () => {
    const { server, queryClient } = setup({
      "GET /api/v2/campaign/withdraw-bank-account": json(200, { response: { id: 14 } }),
    });
    await expect(queryClient.fetchQuery(bankAccountQueries.detail(1042))).resolves.toEqual({
      id: 14,
    });
    expect(server.requests[0]?.url.searchParams.get("campaign_id")).toBe("1042");
  });
});

describe("bankAccountState", () => {
  const account = (state: string) => ({ state }) as unknown as BankAccount;
  it.each([
    { account: null, state: "WAITING" },
    { account: undefined, state: "WAITING" },
    { account: account("PENDING"), state: "PENDING" },
    { account: account("APPROVED"), state: "APPROVED" },
    { account: account("ACCEPTED"), state: "APPROVED" },
    { account: account("REFUSED"), state: "REFUSED" },
    { account: account("WAITING"), state: "WAITING" },
    { account: account("SOMETHING_NEW"), state: "WAITING" },
  ])("$account.state -> $state", ({ account, state }) => {
    expect(bankAccountState(account)).toBe(state);
  });
});

describe("apiClientOf", () => {
  it("explains how to fix a QueryClient without a bound client", () => {
    expect(() => apiClientOf(new QueryClient())).toThrow(/ApiProvider/);
  });
});
