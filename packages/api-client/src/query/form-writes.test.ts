// Issue 25: every POST a form makes is one submission per variables object: it carries the
// Idempotency-Key of its variables, the same on a retry of that object and another for a new one,
// (test/contract/operations.test.ts checks that each operation declares the header).
import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/create-api-client";
import { createFakeFetch, json } from "../client/fake-server.test-helper";
import { accountMutations } from "./account";
import { bankAccountMutations } from "./bank-accounts";
import { bindApiClient } from "./binding";
import { campaignMutations } from "./campaign-mutations";
import { contactMutations } from "./contact";
import { messageMutations } from "./messages";
import { postMutations } from "./post-mutations";
import { staffMutations } from "./staff";
import { withdrawMutations } from "./withdraw-mutations";

const BASE = "https://api.causeway.example";

/** A form's write: its mutation options, variables as the form sends them, and its operation. */
const WRITES = [
  ["createPostComment", postMutations.comment("walk"), { content: "Get well soon!" }],
  ["requestPasswordReset", accountMutations.requestPasswordReset(), { email: "a@b.example" }],
  ["createBankAccount", bankAccountMutations.create(7), { campaign_id: 7 }],
  ["createPost", postMutations.create(), { content: "<p>News</p>" }],
  ["reportPost", postMutations.report(), { slug: "walk", report: { selectedOption: 1 } }],
  ["reportCampaign", campaignMutations.report(7), { selectedOption: 1 }],
  ["createCampaign", campaignMutations.create(), { name: "Walk" }],
  ["attachPostToCampaign", campaignMutations.attachPost(7), { postId: 3 }],
  ["sendThankYouEmail", campaignMutations.sendThankYou(), { donationId: 9, message: "Thanks" }],
  ["addWithdrawNote", staffMutations.addWithdrawNote(7, 5), { text: "Checked." }],
  ["addWithdrawNote", withdrawMutations.addNote(5), { text: "Checked." }],
  ["sendContactMessage", contactMutations.send(), { message: "Hello" }],
  ["sendMessage", messageMutations.send(), { receiver: 4, message: "Hi" }],
  ["createWithdrawal", withdrawMutations.create(7), { amount: 100 }],
  ["transferFunds", withdrawMutations.transferFunds(), { amount: 100 }],
  ["createDonation", campaignMutations.donate(7), { amount: 100 }],
] as const;

/** Runs the write twice with one variables object, then once with an equal new one. */
async function keysOf(options: object, variables: object) {
  const server = createFakeFetch({});
  const queryClient = new QueryClient();
  bindApiClient(
    queryClient,
    createApiClient({
      baseUrl: BASE,
      fetch: async (request) => {
        await server.fetch(request.clone());
        return json(201, { response: { id: 1, slug: "s" }, success: true });
      },
    }),
  );
  const run = (value: object) =>
    // biome-ignore lint/suspicious/noExplicitAny: each write has its own variables type.
    new MutationObserver(queryClient, options as any).mutate(value as any);
  await run(variables);
  await run(variables);
  await run({ ...variables });
  return server.requests.filter((r) => r.method === "POST").map((r) => r.idempotencyKey);
}

describe("a form's write", () => {
  it.each(WRITES)("%s: one Idempotency-Key per submission", async (_id, options, variables) => {
    const keys = await keysOf(options, variables);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
