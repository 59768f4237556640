import type {
  OwnerWithdrawalPayload,
  ProviderWithdrawalPayload,
  Schema,
  TransferFundsPayload,
  WithdrawalPayload,
} from "../types";
import { campaignKeys } from "./campaigns";
import { apiMutation } from "./define";
import { request } from "./request";
import { withdrawRoot as root, withdrawKeys } from "./withdrawals";

/** What the spec refreshes after a withdrawal or transfer: the list, balances, campaign summary. */
export function withdrawalRefreshes(campaignId: number) {
  return [
    withdrawKeys.lists(campaignId),
    withdrawKeys.balance(campaignId),
    withdrawKeys.summary(campaignId),
    withdrawKeys.accounts(campaignId),
    withdrawKeys.documentsPolicies(campaignId),
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
            params: { path: { id: campaignId } },
            body: payload,
          }),
        ).then((body) => body.response),
      () => withdrawalRefreshes(campaignId),
      { idempotent: true },
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
      (_data, { withdrawId }) => [
        withdrawKeys.lists(campaignId),
        withdrawKeys.detail(withdrawId),
        // Documents given may end the owner's hold.
        withdrawKeys.documentsPolicies(campaignId),
      ],
    ),
  transferFunds: () =>
    apiMutation(
      [...root, "transfer"],
      (api, payload: TransferFundsPayload) =>
        request(api.POST("/api/v2/campaign/transfer-funds", { body: payload })).then(
          (body) => body.response,
        ),
      (_data, payload) => [
        ...withdrawalRefreshes(payload.campaign_from),
        withdrawKeys.summary(payload.campaign_to),
      ],
      { idempotent: true },
    ),
  addNote: (withdrawId: number) =>
    apiMutation(
      [...root, "notes", withdrawId, "add"],
      (api, note: string | { text: string }) =>
        request(
          api.POST("/api/v2/campaign/withdraw/{id}/notes", {
            params: { path: { id: withdrawId } },
            body: { text: typeof note === "string" ? note : note.text },
          }),
        ).then((body) => body.response),
      () => [withdrawKeys.notes(withdrawId), withdrawKeys.detail(withdrawId)],
      { idempotent: true },
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
