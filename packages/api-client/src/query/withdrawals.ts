import type { WithdrawState } from "../types";
import { apiQuery, type Page } from "./define";
import { request } from "./request";

export interface WithdrawListFilters extends Page {
  state?: WithdrawState;
}

/** The spec's defaults for the withdrawal list: offset 0, limit 4, state PAYED. */
export const WITHDRAW_LIST_DEFAULTS = { state: "PAYED", offset: 0, limit: 4 } as const;

export const withdrawRoot = ["causeway", "withdraw"] as const;
const root = withdrawRoot;

export const withdrawKeys = {
  all: root,
  reasons: () => [...root, "reasons"] as const,
  lists: (campaignId: number) => [...root, "list", campaignId] as const,
  list: (campaignId: number, filters: WithdrawListFilters = {}) =>
    [...root, "list", campaignId, { ...WITHDRAW_LIST_DEFAULTS, ...filters }] as const,
  detail: (withdrawId: number) => [...root, "detail", withdrawId] as const,
  notes: (withdrawId: number) => [...root, "notes", withdrawId] as const,
  providers: (search: string, limit: number) => [...root, "providers", search, limit] as const,
  iban: (iban: string) => [...root, "iban", iban] as const,
  accounts: (campaignId: number) => [...root, "accounts", campaignId] as const,
  accountant: (campaignId: number, currency: number) =>
    [...root, "accountant", campaignId, currency] as const,
  balance: (campaignId: number) => [...root, "balance", campaignId] as const,
  summary: (campaignId: number) => [...root, "summary", campaignId] as const,
  /** Every documents policy of a campaign (creating, and editing each withdrawal). */
  documentsPolicies: (campaignId: number) => [...root, "documents-policy", campaignId] as const,
  documentsPolicy: (campaignId: number, withdrawId?: number) =>
    [...root, "documents-policy", campaignId, withdrawId ?? null] as const,
};

export const withdrawQueries = {
  reasons: () =>
    apiQuery(withdrawKeys.reasons(), (api, signal) =>
      request(api.GET("/api/v2/campaign/withdraw/reasons", { signal })).then(
        (body) => body.response.reasons,
      ),
    ),
  list: (campaignId: number, filters: WithdrawListFilters = {}) =>
    apiQuery(withdrawKeys.list(campaignId, filters), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/withdraw", {
          params: { path: { id: campaignId }, query: { ...WITHDRAW_LIST_DEFAULTS, ...filters } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  detail: (withdrawId: number) =>
    apiQuery(withdrawKeys.detail(withdrawId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/withdraw/{id}", { params: { path: { id: withdrawId } }, signal }),
      ).then((body) => body.response),
    ),
  notes: (withdrawId: number) =>
    apiQuery(withdrawKeys.notes(withdrawId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/withdraw/{id}/notes", {
          params: { path: { id: withdrawId } },
          signal,
        }),
      ).then((body) => body.response.notes),
    ),
  /** Provider search: 8 results while typing, 4 after a pick (spec 000 §9). */
  providers: (search: string, limit = 8) =>
    apiQuery(withdrawKeys.providers(search, limit), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/withdraw/providers", {
          params: { query: { search, limit } },
          signal,
        }),
      ).then((body) => body.response.providers),
    ),
  /** Verifies an IBAN (whitespace stripped, upper-cased by the caller; at least 10 characters). */
  iban: (iban: string) =>
    apiQuery(withdrawKeys.iban(iban), (api, signal) =>
      request(api.GET("/api/v2/iban-verification", { params: { query: { iban } }, signal })).then(
        (body) => body.response,
      ),
    ),
  accounts: (campaignId: number) =>
    apiQuery(withdrawKeys.accounts(campaignId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/accounts", { params: { path: { id: campaignId } }, signal }),
      ).then((body) => body.response.accounts),
    ),
  accountant: (campaignId: number, currency: number) =>
    apiQuery(withdrawKeys.accountant(campaignId, currency), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/accountant", {
          params: { path: { id: campaignId }, query: { currency } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  balance: (campaignId: number) =>
    apiQuery(withdrawKeys.balance(campaignId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/balance", { params: { path: { id: campaignId } }, signal }),
      ).then((body) => body.response),
    ),
  summary: (campaignId: number) =>
    apiQuery(withdrawKeys.summary(campaignId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/summary", { params: { path: { id: campaignId } }, signal }),
      ).then((body) => body.response),
    ),
  /**
   * What decides whether a withdrawal needs documents (the available amount, the rate to the
   * euro, the limits, the owner's overdue documents); `withdrawId` when editing that one. The
   * forms feed it to documentsPolicy of @causeway/rules with the amount typed.
   */
  documentsPolicy: (campaignId: number, withdrawId?: number) =>
    apiQuery(withdrawKeys.documentsPolicy(campaignId, withdrawId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/documents-policy", {
          params: {
            path: { id: campaignId },
            query: withdrawId === undefined ? {} : { withdraw: withdrawId },
          },
          signal,
        }),
      ).then((body) => body.response),
    ),
};
