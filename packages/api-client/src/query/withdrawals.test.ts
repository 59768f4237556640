import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../client/create-api-client";
import { createFakeFetch, json } from "../client/fake-server.test-helper";
import { ApiFieldErrors } from "../errors";
import type { WithdrawalPayload } from "../types";
import { bindApiClient } from "./binding";
import { campaignKeys } from "./campaigns";
import { withdrawMutations } from "./withdraw-mutations";
import { withdrawKeys, withdrawQueries } from "./withdrawals";

const BASE = "https://api.causeway.example";
const created = { response: { id: 311, kind: "service" } };

function setup(routes: Parameters<typeof createFakeFetch>[0]) {
  const server = createFakeFetch(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindApiClient(queryClient, createApiClient({ baseUrl: BASE, fetch: server.fetch }));
  return { server, queryClient };
}

const payload: WithdrawalPayload = {
  amount: 48000,
  reasons: [2],
  bank_account: 14,
  usage_report: "",
  comment: "",
  invoices: [{ id: 5590, type: "image" }],
  currency: 3,
};

describe("withdrawQueries", () => {
  it("lists with the spec's defaults (offset 0, limit 4, state PAYED) and unwraps the envelope", async () => {
    const { server, queryClient } = setup({
      "GET /api/v2/campaign/1042/withdraw": json(200, { response: { withdraws: [], total: 0 } }),
    });
    const data = await queryClient.fetchQuery(withdrawQueries.list(1042));
    expect(data).toEqual({ withdraws: [], total: 0 });
    expect(Object.fromEntries(server.requests[0]?.url.searchParams ?? [])).toEqual({
      state: "PAYED",
      offset: "0",
      limit: "4",
    });
  });

  it("puts the filters with their defaults in the key", () => {
    expect(withdrawQueries.list(7, { state: "PENDING" }).queryKey).toEqual([
      "causeway",
      "withdraw",
      "list",
      7,
      { state: "PENDING", offset: 0, limit: 4 },
    ]);
  });
});

describe("withdrawQueries.documentsPolicy", () => {
  it("asks for a campaign's policy, or for an edit of one withdrawal, each in its own entry", async () => {
    const policy = { response: { available: 1190000, threshold: 476000, overdue: [] } };
    const { server, queryClient } = setup({
      "GET /api/v2/campaign/1042/documents-policy": [json(200, policy), json(200, policy)],
    });
    expect(await queryClient.fetchQuery(withdrawQueries.documentsPolicy(1042))).toEqual(
      policy.response,
    );
    await queryClient.fetchQuery(withdrawQueries.documentsPolicy(1042, 311));
    expect(server.requests.map((r) => r.url.searchParams.get("withdraw"))).toEqual([null, "311"]);
    expect(withdrawQueries.documentsPolicy(1042).queryKey).not.toEqual(
      withdrawQueries.documentsPolicy(1042, 311).queryKey,
    );
  });
});

describe("withdrawMutations.create", () => {
  it("refreshes the withdrawal list, balances and campaign summary of that campaign only", async () => {
    const { queryClient } = setup({
      "POST /api/v2/campaign/1042/withdraw": json(201, created),
    });
    const seeded = [
      withdrawKeys.list(1042, { state: "PAYED" }),
      withdrawKeys.list(1042, { state: "PENDING" }),
      withdrawKeys.balance(1042),
      withdrawKeys.summary(1042),
      campaignKeys.detail("help-maria-walk-again"),
      // Less is available afterwards: the documents threshold may change (creating and editing).
      withdrawKeys.documentsPolicy(1042),
      withdrawKeys.documentsPolicy(1042, 311),
      withdrawKeys.list(2077),
      withdrawKeys.documentsPolicy(2077),
      withdrawKeys.reasons(),
    ];
    for (const key of seeded) queryClient.setQueryData(key, { seeded: true });

    const observer = new MutationObserver(queryClient, withdrawMutations.create(1042));
    const result = await observer.mutate(payload);
    expect(result).toEqual(created.response);

    const invalidated = seeded.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
    expect(invalidated).toEqual(seeded.slice(0, 7));
  });

  it("sends one Idempotency-Key per payload, reused when the same payload is retried", async () => {
    const { server, queryClient } = setup({
      "POST /api/v2/campaign/1042/withdraw": [
        json(503, {}),
        json(201, created),
        json(201, created),
      ],
    });
    const options = { ...withdrawMutations.create(1042), retry: 1, retryDelay: 0 };
    await new MutationObserver(queryClient, options).mutate(payload);
    await new MutationObserver(queryClient, options).mutate({ ...payload });
    const keys = server.requests.map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("rejects with the per-field errors of a 400 and refreshes nothing", async () => {
    const { queryClient } = setup({
      "POST /api/v2/campaign/1042/withdraw": json(400, {
        code: 400,
        message: { amount: "withdraw.validator.sum_greater_zero" },
      }),
    });
    queryClient.setQueryData(withdrawKeys.balance(1042), { seeded: true });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const observer = new MutationObserver(queryClient, withdrawMutations.create(1042));
    const failure = observer.mutate({ ...payload, amount: 0 });
    await expect(failure).rejects.toBeInstanceOf(ApiFieldErrors);
    await expect(failure).rejects.toMatchObject({
      fields: { amount: "withdraw.validator.sum_greater_zero" },
    });
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe("withdrawMutations.transferFunds", () => {
  it("refreshes the source campaign's list, balance and summary and the target's summary", async () => {
    const { queryClient } = setup({ "POST /api/v2/campaign/transfer-funds": json(201, created) });
    const keys = [withdrawKeys.lists(1042), withdrawKeys.balance(1042), withdrawKeys.summary(2077)];
    for (const key of keys) queryClient.setQueryData(key, {});
    await new MutationObserver(queryClient, withdrawMutations.transferFunds()).mutate({
      amount: 20000,
      campaign_from: 1042,
      campaign_to: 2077,
      currency: 1,
      motivational_message: "Para la biblioteca",
    });
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
    ]);
  });
});
