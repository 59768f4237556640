import { request } from "../client/request";
import type {
  OwnerWithdrawalPayload,
  ProviderWithdrawalPayload,
  Schema,
  TransferFundsPayload,
  WithdrawalPayload,
  WithdrawState,
} from "../types";
import { campaignKeys } from "./campaigns";
import { apiMutation, apiQuery, idempotencyKeyFor, type Page } from "./define";

export interface WithdrawListFilters extends Page {
  state?: WithdrawState;
}

/** The spec's defaults for the withdrawal list: offset 0, limit 4, state PAYED. */
export const WITHDRAW_LIST_DEFAULTS = { state: "PAYED", offset: 0, limit: 4 } as const;

const root = ["causeway", "withdraw"] as const;

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
};

/** What the spec refreshes after a withdrawal or transfer: the list, balances, campaign summary. */
export function withdrawalRefreshes(campaignId: number) {
  return [
    withdrawKeys.lists(campaignId),
    withdrawKeys.balance(campaignId),
    withdrawKeys.summary(campaignId),
    withdrawKeys.accounts(campaignId),
    campaignKeys.all,
  ];
}

export interface UpdateWithdrawalVariables {
  withdrawId: number;
  payload: ProviderWithdrawalPayload | OwnerWithdrawalPayload | Schema<"WithdrawStateUpdate">;
}

export interface UpdateInvoicesVariables {
  withdrawId: number;
  invoices: Schema<"InvoiceRef">[];
  invoiceNotAvailable?: boolean;
}

export const withdrawMutations = {
  create: (campaignId: number) =>
    apiMutation(
      [...root, "create", campaignId],
      (api, payload: WithdrawalPayload) =>
        request(
          api.POST("/api/v2/campaign/{id}/withdraw", {
            params: {
              path: { id: campaignId },
              header: { "Idempotency-Key": idempotencyKeyFor(payload) },
            },
            body: payload,
          }),
        ).then((body) => body.response),
      () => withdrawalRefreshes(campaignId),
    ),
  update: (campaignId: number) =>
    apiMutation(
      [...root, "update", campaignId],
      (api, { withdrawId, payload }: UpdateWithdrawalVariables) =>
        request(
          api.PUT("/api/v2/campaign/{id}/withdraw/{withdrawId}", {
            params: { path: { id: campaignId, withdrawId } },
            body: payload,
          }),
        ).then((body) => body.response),
      (_data, { withdrawId }) => [
        ...withdrawalRefreshes(campaignId),
        withdrawKeys.detail(withdrawId),
      ],
    ),
  updateInvoices: (campaignId: number) =>
    apiMutation(
      [...root, "invoices", campaignId],
      (api, { withdrawId, invoices, invoiceNotAvailable }: UpdateInvoicesVariables) =>
        request(
          api.PUT("/api/v2/campaign/{id}/withdraw/{withdrawId}/invoices", {
            params: { path: { id: campaignId, withdrawId } },
            body: { invoices, invoiceNotAvailable },
          }),
        ).then((body) => body.response),
      (_data, { withdrawId }) => [withdrawKeys.lists(campaignId), withdrawKeys.detail(withdrawId)],
    ),
  transferFunds: () =>
    apiMutation(
      [...root, "transfer"],
      (api, payload: TransferFundsPayload) =>
        request(
          api.POST("/api/v2/campaign/transfer-funds", {
            params: { header: { "Idempotency-Key": idempotencyKeyFor(payload) } },
            body: payload,
          }),
        ).then((body) => body.response),
      (_data, payload) => [
        ...withdrawalRefreshes(payload.campaign_from),
        withdrawKeys.summary(payload.campaign_to),
      ],
    ),
  addNote: (withdrawId: number) =>
    apiMutation(
      [...root, "notes", withdrawId, "add"],
      (api, text: string) =>
        request(
          api.POST("/api/v2/campaign/withdraw/{id}/notes", {
            params: { path: { id: withdrawId } },
            body: { text },
          }),
        ).then((body) => body.response),
      () => [withdrawKeys.notes(withdrawId), withdrawKeys.detail(withdrawId)],
    ),
  /** Marks a note for review, completed, or reverts it to open. */
  setNoteState: (withdrawId: number) =>
    apiMutation(
      [...root, "notes", withdrawId, "state"],
      (
        api,
        { noteId, action }: { noteId: number; action: "review" | "completed" | "reverted" },
      ) => {
        const params = { params: { path: { noteId } } };
        const call =
          action === "review"
            ? api.PUT("/api/v2/campaign/withdraw/notes/{noteId}/review", params)
            : action === "completed"
              ? api.PUT("/api/v2/campaign/withdraw/notes/{noteId}/completed", params)
              : api.PUT("/api/v2/campaign/withdraw/notes/{noteId}/reverted", params);
        return request(call).then((body) => body.response);
      },
      () => [withdrawKeys.notes(withdrawId), withdrawKeys.detail(withdrawId)],
    ),
};
