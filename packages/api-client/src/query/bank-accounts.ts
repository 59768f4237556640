import { isApiError } from "../errors";
import type { BankAccount, BankAccountPayload, BankAccountState, Schema } from "../types";
import { apiMutation, apiQuery } from "./define";
import { request } from "./request";

const root = ["causeway", "bank-account"] as const;

export const bankAccountKeys = {
  all: root,
  detail: (campaignId: number) => [...root, campaignId] as const,
};

/**
 * The state the withdraw-to-user action depends on. No account (the lookup answered 404) is
 * WAITING; ACCEPTED, the other reading of the spec, is read as APPROVED.
 */
export function bankAccountState(account: BankAccount | null | undefined): BankAccountState {
  const state: string | undefined = account?.state;
  if (state === "ACCEPTED") return "APPROVED";
  if (state === "PENDING" || state === "APPROVED" || state === "REFUSED") return state;
  return "WAITING";
}

export const bankAccountQueries = {
  /** The campaign's bank account, or null when none exists yet (a 404, per spec 000 §8). */
  detail: (campaignId: number) =>
    apiQuery(bankAccountKeys.detail(campaignId), async (api, signal) => {
      try {
        const body = await request(
          api.GET("/api/v2/campaign/withdraw-bank-account", {
            params: { query: { campaign_id: campaignId } },
            signal,
          }),
        );
        return body.response as BankAccount | null;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    }),
};

export const bankAccountMutations = {
  create: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "create"],
      (api, payload: BankAccountPayload) =>
        request(api.POST("/api/v2/campaign/withdraw-bank-account", { body: payload })).then(
          (body) => body.response,
        ),
      () => [bankAccountKeys.detail(campaignId)],
      { idempotent: true },
    ),
  /** Declines a pending account: it is deleted and verification starts again. */
  decline: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "decline"],
      (api, accountId: number) =>
        request(
          api.PUT("/api/v2/campaign/withdraw-bank-account/{id}/decline", {
            params: { path: { id: accountId } },
          }),
        ),
      () => [bankAccountKeys.detail(campaignId)],
    ),
  /** Removes an approved (or refused) account. */
  remove: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "remove"],
      (api, accountId: number) =>
        request(
          api.DELETE("/api/v2/campaign/withdraw-bank-account/{id}", {
            params: { path: { id: accountId } },
          }),
        ),
      () => [bankAccountKeys.detail(campaignId)],
    ),
  updateDocuments: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "documents"],
      (
        api,
        {
          accountId,
          documents,
        }: { accountId: number; documents: Schema<"BankAccountDocumentRef">[] },
      ) =>
        request(
          api.PUT("/api/v2/campaign/withdraw-bank-account/{id}/documents", {
            params: { path: { id: accountId } },
            body: { documents },
          }),
        ).then((body) => body.response),
      () => [bankAccountKeys.detail(campaignId)],
    ),
};
