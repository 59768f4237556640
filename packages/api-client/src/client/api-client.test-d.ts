// Type tests, checked by `tsc --noEmit` (not run): every @ts-expect-error below must be an error,
// or tsc fails with "Unused '@ts-expect-error' directive". They prove the client holds callers to
// openapi.yaml.
import { withdrawMutations, withdrawQueries } from "../index";
import type { ApiClient } from "./create-api-client";
import { request } from "./request";

export async function typeTests(api: ApiClient) {
  // A right call compiles, and its data is typed from the contract.
  const listed = await request(
    api.GET("/api/v2/campaign/{id}/withdraw", {
      params: { path: { id: 1042 }, query: { state: "PENDING", limit: 4 } },
    }),
  );
  const total: number = listed.response.total;
  const amount: number | undefined = listed.response.withdraws[0]?.amount;

  // @ts-expect-error a path the contract does not have
  api.GET("/api/v2/campaign/withdrawals");

  // @ts-expect-error a method the path does not have (withdrawals are created with POST)
  api.PUT("/api/v2/campaign/{id}/withdraw", { params: { path: { id: 1 } } });

  // @ts-expect-error a missing path parameter
  api.GET("/api/v2/campaign/{id}/withdraw", { params: { query: { state: "PAYED" } } });

  // @ts-expect-error a path parameter of the wrong type
  api.GET("/api/v2/campaign/withdraw/{id}", { params: { path: { id: "311" } } });

  api.GET("/api/v2/campaign/{id}/withdraw", {
    // @ts-expect-error a state the enum does not have
    params: { path: { id: 1 }, query: { state: "DONE" } },
  });

  api.POST("/api/v2/campaign/transfer-funds", {
    body: {
      amount: 20000,
      campaign_from: 1042,
      campaign_to: 2077,
      currency: 1,
      // @ts-expect-error a body field the payload does not have
      motivation: "typo of motivational_message",
    },
  });

  api.POST("/api/v2/campaign/transfer-funds", {
    // @ts-expect-error a body missing a required field (motivational_message)
    body: { amount: 20000, campaign_from: 1042, campaign_to: 2077, currency: 1 },
  });

  api.POST("/api/v2/post", {
    // @ts-expect-error a body field of the wrong type (is_anonymous is a boolean)
    body: { title: null, is_anonymous: "no", content: "<p>Hi</p>", image_ids: [] },
  });

  api.POST("/api/v2/campaign/{id}/withdraw", {
    params: { path: { id: 1042 } },
    body: {
      // @ts-expect-error money is an integer of minor units, never a decimal string
      amount: "12.50",
      reasons: [1],
      bank_account: 14,
      usage_report: "",
      comment: "",
      invoices: [],
      currency: 1,
    },
  });

  // @ts-expect-error query options check their arguments too
  withdrawQueries.list("1042");

  // @ts-expect-error a withdrawal list filter the contract does not have
  withdrawQueries.list(1042, { status: "PAYED" });

  // @ts-expect-error the mutation's variables are the contract's payload
  withdrawMutations.create(1042).mutationFn?.({ amount: "12.50" }, undefined as never);

  return { total, amount };
}
