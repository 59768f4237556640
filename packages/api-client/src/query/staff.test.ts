import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/create-api-client";
import { createFakeFetch, json } from "../client/fake-server.test-helper";
import { bankAccountKeys } from "./bank-accounts";
import { bindApiClient } from "./binding";
import { staffKeys, staffMutations, staffQueries } from "./staff";
import { withdrawKeys } from "./withdrawals";

const BASE = "https://api.causeway.example";

function setup(routes: Parameters<typeof createFakeFetch>[0]) {
  const server = createFakeFetch(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindApiClient(queryClient, createApiClient({ baseUrl: BASE, fetch: server.fetch }));
  return { server, queryClient };
}

const query = (server: ReturnType<typeof createFakeFetch>, index = 0) =>
  Object.fromEntries(server.requests[index]?.url.searchParams ?? []);

describe("staffQueries", () => {
  it("asks for the verification queue: unverified campaigns, 10 a page, and unwraps the page", async () => {
    const page = { campaigns: [], total: 0 };
    const { server, queryClient } = setup({
      "GET /api/v2/admin/campaigns": json(200, { response: page }),
    });
    await expect(queryClient.fetchQuery(staffQueries.campaigns())).resolves.toEqual(page);
    expect(query(server)).toEqual({ verified: "false", offset: "0", limit: "10" });
  });

  it("sends a name filter only when it holds more than spaces", async () => {
    const { server, queryClient } = setup({
      "GET /api/v2/admin/campaigns": json(200, { response: { campaigns: [], total: 0 } }),
    });
    await queryClient.fetchQuery(staffQueries.campaigns({ name: "  " }));
    await queryClient.fetchQuery(staffQueries.campaigns({ name: "garden", offset: 10 }));
    expect(query(server, 0).name).toBeUndefined();
    expect(query(server, 1)).toMatchObject({ name: "garden", offset: "10" });
  });

  it("asks for pending bank accounts and withdrawals unless told another state", async () => {
    const { server, queryClient } = setup({
      "GET /api/v2/admin/bank-accounts": json(200, { response: { bank_accounts: [], total: 0 } }),
      "GET /api/v2/admin/withdrawals": json(200, { response: { withdraws: [], total: 0 } }),
    });
    await queryClient.fetchQuery(staffQueries.bankAccounts());
    await queryClient.fetchQuery(staffQueries.withdrawals({ state: "REFUSED", offset: 20 }));
    expect(query(server, 0)).toEqual({ state: "PENDING", offset: "0", limit: "10" });
    expect(query(server, 1)).toEqual({ state: "REFUSED", offset: "20", limit: "10" });
  });

  it("trims the user search and leaves it out when empty", async () => {
    const { server, queryClient } = setup({
      "GET /api/v2/admin/users": json(200, { response: { users: [], total: 0 } }),
    });
    await queryClient.fetchQuery(staffQueries.users({ search: "  maria " }));
    await queryClient.fetchQuery(staffQueries.users());
    expect(query(server, 0)).toEqual({ search: "maria", offset: "0", limit: "10" });
    expect(query(server, 1)).toEqual({ offset: "0", limit: "10" });
  });

  it("keys each filter with its defaults, so the overview and the section share a page", () => {
    expect(staffQueries.withdrawals().queryKey).toEqual(
      staffKeys.withdrawals({ state: "PENDING", offset: 0, limit: 10 }),
    );
    expect(staffQueries.campaigns({ name: "x" }).queryKey).not.toEqual(
      staffQueries.campaigns().queryKey,
    );
  });
});

describe("staffMutations.decideWithdrawal", () => {
  it("adds the note first, then refuses, and refreshes the console and the owner's views", async () => {
    const { server, queryClient } = setup({
      "POST /api/v2/campaign/withdraw/311/notes": json(201, { response: { id: 1 } }),
      "PUT /api/v2/campaign/1042/withdraw/311": json(200, { response: { id: 311 } }),
    });
    const seeded = [
      staffKeys.withdrawals(),
      staffKeys.withdrawal(311),
      withdrawKeys.detail(311),
      withdrawKeys.list(1042, { state: "PENDING" }),
      withdrawKeys.balance(1042),
      withdrawKeys.list(2077),
    ];
    for (const key of seeded) queryClient.setQueryData(key, { seeded: true });
    await new MutationObserver(queryClient, staffMutations.decideWithdrawal()).mutate({
      campaignId: 1042,
      withdrawId: 311,
      state: "declined",
      note: "  The invoice names another clinic. ",
    });
    expect(server.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      "POST /api/v2/campaign/withdraw/311/notes",
      "PUT /api/v2/campaign/1042/withdraw/311",
    ]);
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({
      text: "The invoice names another clinic.",
    });
    expect(JSON.parse(server.requests[1]?.body ?? "")).toEqual({ state: "declined" });
    const invalidated = seeded.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
    expect(invalidated).toEqual(seeded.slice(0, 5));
  });

  it("does not change the state when the note is refused", async () => {
    const { server, queryClient } = setup({
      "POST /api/v2/campaign/withdraw/311/notes": json(400, {
        code: 400,
        message: { text: "validation.required" },
      }),
    });
    const observer = new MutationObserver(queryClient, staffMutations.decideWithdrawal());
    await expect(
      observer.mutate({ campaignId: 1042, withdrawId: 311, state: "declined", note: "x" }),
    ).rejects.toMatchObject({ fields: { text: "validation.required" } });
    expect(server.requests).toHaveLength(1);
  });

  it("accepts without a note", async () => {
    const { server, queryClient } = setup({
      "PUT /api/v2/campaign/1042/withdraw/311": json(200, { response: { id: 311 } }),
    });
    await new MutationObserver(queryClient, staffMutations.decideWithdrawal()).mutate({
      campaignId: 1042,
      withdrawId: 311,
      state: "accepted",
    });
    expect(server.requests).toHaveLength(1);
  });
});

describe("staffMutations.decideBankAccount", () => {
  it("sends the state and the trimmed note, and refreshes the console and the owner's account", async () => {
    const { server, queryClient } = setup({
      "PUT /api/v2/campaign/withdraw-bank-account/21/state": json(200, { response: { id: 21 } }),
    });
    const keys = [
      staffKeys.bankAccounts(),
      bankAccountKeys.detail(2077),
      bankAccountKeys.detail(1),
    ];
    for (const key of keys) queryClient.setQueryData(key, { seeded: true });
    await new MutationObserver(queryClient, staffMutations.decideBankAccount()).mutate({
      accountId: 21,
      campaignId: 2077,
      state: "REFUSED",
      note: " Another holder. ",
    });
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({
      state: "REFUSED",
      note: "Another holder.",
    });
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("sends no note for an approval", async () => {
    const { server, queryClient } = setup({
      "PUT /api/v2/campaign/withdraw-bank-account/21/state": json(200, { response: { id: 21 } }),
    });
    await new MutationObserver(queryClient, staffMutations.decideBankAccount()).mutate({
      accountId: 21,
      campaignId: 2077,
      state: "APPROVED",
    });
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({ state: "APPROVED", note: null });
  });
});
