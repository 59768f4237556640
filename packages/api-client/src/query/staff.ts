import type { BankAccountState, Schema, WithdrawState } from "../types";
import { bankAccountKeys } from "./bank-accounts";
import { campaignKeys } from "./campaigns";
import { apiMutation, apiQuery, type Page } from "./define";
import { request } from "./request";

/** The statement's multipart body: the file and each mapping field given. */
function statementForm(body: Record<string, Blob | string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined && value !== "") form.append(name, value);
  }
  return form;
}

import { withdrawKeys } from "./withdrawals";

/** The staff console's page size (the contract's StaffLimit default). */
export const STAFF_PAGE_SIZE = 10;

export interface StaffCampaignFilters extends Page {
  /** false (the default): the verification queue. */
  verified?: boolean;
  name?: string;
}

export interface StaffBankAccountFilters extends Page {
  state?: Exclude<BankAccountState, "WAITING">;
}

export interface StaffWithdrawalFilters extends Page {
  /** PENDING (the default) also lists WAITING_DOCUMENTS. */
  state?: WithdrawState;
}

/** A message's delivery: FAILED (refused for good, or every retry spent), PENDING, SENT. */
export type StaffEmailState = Schema<"StaffEmail">["state"];

export interface StaffEmailFilters extends Page {
  /** FAILED (the default): what staff may send again. */
  state?: StaffEmailState;
}

export interface StaffUserFilters extends Page {
  search?: string;
}

/** A donation's payment status (PROCESSED, PROCESSING, FAILED, CANCELLED, REFUNDED). */
export type PaymentStatus = Schema<"PaymentStatus">;

export interface StaffDonationFilters extends Page {
  /** An id, a payment id or reference, part of the donor's name or e-mail or the campaign's name. */
  search?: string;
  status?: PaymentStatus;
}

/** A donation as staff see it: the donor, what may still be refunded, its refunds. */
export type StaffDonation = Schema<"StaffDonation">;
export type StaffDonationDetail = Schema<"StaffDonationDetail">;
export type DonationRefund = Schema<"DonationRefund">;

/** A line of an imported bank statement, and what it did. */
export type BankStatementLine = Schema<"BankStatementLine">;

/** A statement to import: the file, and for a CSV export which column holds what. */
export interface ImportStatementVariables {
  file: Blob;
  amount_column?: string;
  reference_column?: string;
  currency_column?: string;
  /** One currency for every line, when the export has no currency column. */
  currency?: string;
  date_column?: string;
  counterparty_column?: string;
}

export interface MatchStatementLineVariables {
  /** The line's `key`. */
  line: string;
  donationId: number;
}

export interface RefundDonationVariables {
  donationId: number;
  /** Minor units of the currency the donor paid. */
  amount: number;
  reason: string;
}

const root = ["causeway", "staff"] as const;
const paged = <F extends Page>(filters: F) => ({ offset: 0, limit: STAFF_PAGE_SIZE, ...filters });

export const staffKeys = {
  all: root,
  campaigns: (filters: StaffCampaignFilters = {}) =>
    [...root, "campaigns", { verified: false, ...paged(filters) }] as const,
  bankAccounts: (filters: StaffBankAccountFilters = {}) =>
    [...root, "bank-accounts", { state: "PENDING", ...paged(filters) }] as const,
  withdrawals: (filters: StaffWithdrawalFilters = {}) =>
    [...root, "withdrawals", { state: "PENDING", ...paged(filters) }] as const,
  withdrawal: (withdrawId: number) => [...root, "withdrawal", withdrawId] as const,
  users: (filters: StaffUserFilters = {}) =>
    [...root, "users", { search: "", ...paged(filters) }] as const,
  emails: (filters: StaffEmailFilters = {}) =>
    [...root, "emails", { state: "FAILED", ...paged(filters) }] as const,
  donations: (filters: StaffDonationFilters = {}) =>
    [...root, "donations", { search: "", ...paged(filters) }] as const,
  donation: (donationId: number) => [...root, "donation", donationId] as const,
  statementLines: (filters: Page = {}) => [...root, "statement-lines", paged(filters)] as const,
};

/** The staff console's reads (/admincp): admins only, the server answers 403 to anyone else. */
export const staffQueries = {
  /** The verification queue: unverified campaigns, newest first, with their documents. */
  campaigns: (filters: StaffCampaignFilters = {}) =>
    apiQuery(staffKeys.campaigns(filters), (api, signal) => {
      const { name, ...rest } = filters;
      const query = { verified: false, ...paged(rest), ...(name?.trim() ? { name } : {}) };
      return request(api.GET("/api/v2/admin/campaigns", { params: { query }, signal })).then(
        (body) => body.response,
      );
    }),
  /** Bank accounts in a state (PENDING by default), the longest waiting first. */
  bankAccounts: (filters: StaffBankAccountFilters = {}) =>
    apiQuery(staffKeys.bankAccounts(filters), (api, signal) =>
      request(
        api.GET("/api/v2/admin/bank-accounts", {
          params: { query: { state: "PENDING", ...paged(filters) } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  /** Every campaign's withdrawals in a state (PENDING with WAITING_DOCUMENTS by default). */
  withdrawals: (filters: StaffWithdrawalFilters = {}) =>
    apiQuery(staffKeys.withdrawals(filters), (api, signal) =>
      request(
        api.GET("/api/v2/admin/withdrawals", {
          params: { query: { state: "PENDING", ...paged(filters) } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  /** One withdrawal with its notes, campaign and owner. */
  withdrawal: (withdrawId: number) =>
    apiQuery(staffKeys.withdrawal(withdrawId), (api, signal) =>
      request(
        api.GET("/api/v2/admin/withdrawals/{id}", { params: { path: { id: withdrawId } }, signal }),
      ).then((body) => body.response),
    ),
  /** The outbox's messages in a delivery state (FAILED by default), newest first. */
  emails: (filters: StaffEmailFilters = {}) =>
    apiQuery(staffKeys.emails(filters), (api, signal) =>
      request(
        api.GET("/api/v2/admin/emails", {
          params: { query: { state: "FAILED", ...paged(filters) } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  /** Donations by id, payment id, donor or campaign; the newest first. */
  donations: (filters: StaffDonationFilters = {}) =>
    apiQuery(staffKeys.donations(filters), (api, signal) => {
      const { search, status, ...rest } = filters;
      const query = {
        ...paged(rest),
        ...(search?.trim() ? { search: search.trim() } : {}),
        ...(status ? { status } : {}),
      };
      return request(api.GET("/api/v2/admin/donations", { params: { query }, signal })).then(
        (body) => body.response,
      );
    }),
  /** One donation with its refunds. */
  donation: (donationId: number) =>
    apiQuery(staffKeys.donation(donationId), (api, signal) =>
      request(
        api.GET("/api/v2/admin/donations/{id}", { params: { path: { id: donationId } }, signal }),
      ).then((body) => body.response),
    ),
  /** Imported bank-statement lines that paid nothing, newest import first (404: no bank transfers). */
  statementLines: (filters: Page = {}) =>
    apiQuery(staffKeys.statementLines(filters), (api, signal) =>
      request(
        api.GET("/api/v2/admin/bank-statements/lines", {
          params: { query: paged(filters) },
          signal,
        }),
      ).then((body) => body.response),
    ),
  /** Users by id or by part of the username, name or e-mail; the newest without a search. */
  users: (filters: StaffUserFilters = {}) =>
    apiQuery(staffKeys.users(filters), (api, signal) => {
      const { search, ...rest } = filters;
      const query = { ...paged(rest), ...(search?.trim() ? { search: search.trim() } : {}) };
      return request(api.GET("/api/v2/admin/users", { params: { query }, signal })).then(
        (body) => body.response,
      );
    }),
};

export interface DecideBankAccountVariables {
  accountId: number;
  campaignId: number;
  state: Schema<"BankAccountDecision">["state"];
  /** Why; the server requires it for REFUSED and shows it to the owner. */
  note?: string | null;
}

export type WithdrawalDecision = Schema<"WithdrawStateUpdate">["state"];

export interface DecideWithdrawalVariables {
  campaignId: number;
  withdrawId: number;
  state: WithdrawalDecision;
  /** A note added first (the owner sees it: why a withdrawal was refused). */
  note?: string;
}

export type WithdrawNoteAction = "review" | "completed" | "reverted";

/** What a staff decision on a withdrawal changes: the console's lists and the owner's views. */
const withdrawalRefreshes = (campaignId: number, withdrawId: number) => [
  staffKeys.all,
  withdrawKeys.detail(withdrawId),
  withdrawKeys.notes(withdrawId),
  withdrawKeys.lists(campaignId),
  withdrawKeys.balance(campaignId),
  withdrawKeys.summary(campaignId),
];

/** The staff console's decisions; each refreshes the console's lists and what the owner sees. */
export const staffMutations = {
  /** Imports a bank statement (CAMT.053, or CSV with its column mapping); what its lines did. */
  importStatement: () =>
    apiMutation(
      [...root, "import-statement"],
      (api, { file, ...mapping }: ImportStatementVariables) =>
        request(
          api.POST("/api/v2/admin/bank-statements", {
            body: { file, ...mapping },
            bodySerializer: statementForm,
          }),
        ).then((body) => body.response),
      () => [[...root, "statement-lines"], [...root, "donations"], campaignKeys.all],
    ),
  /** Pays a waiting bank transfer with a statement line staff chose (a reference left out). */
  matchStatementLine: () =>
    apiMutation(
      [...root, "match-statement-line"],
      (api, { line, donationId }: MatchStatementLineVariables) =>
        request(
          api.POST("/api/v2/admin/bank-statements/matches", {
            body: { line, donation_id: donationId },
          }),
        ).then((body) => body.response),
      () => [[...root, "statement-lines"], [...root, "donations"], campaignKeys.all],
    ),
  /**
   * Gives back all or part of a donation through its provider; one submission per variables
   * object (its Idempotency-Key): a retry after a lost answer refunds nothing more.
   */
  refundDonation: () =>
    apiMutation(
      [...root, "refund"],
      (api, { donationId, amount, reason }: RefundDonationVariables) =>
        request(
          api.POST("/api/v2/admin/donations/{id}/refunds", {
            params: { path: { id: donationId } },
            body: { amount, reason },
          }),
        ).then((body) => body.response),
      // The campaign's raised amount and balances changed too.
      (data) => [[...root, "donations"], staffKeys.donation(data.donation.id), campaignKeys.all],
      { idempotent: true },
    ),
  /** A failed e-mail back in the delivery queue (400 `error.email.not_failed` when it is not). */
  resendEmail: () =>
    apiMutation(
      [...root, "resend-email"],
      (api, emailId: number) =>
        request(
          api.POST("/api/v2/admin/emails/{id}/resend", { params: { path: { id: emailId } } }),
        ).then((body) => body.response),
      () => [[...root, "emails"]],
    ),
  verifyCampaign: () =>
    apiMutation(
      [...root, "verify"],
      (api, campaignId: number) =>
        request(
          api.PUT("/api/v2/campaign/{id}/verify", { params: { path: { id: campaignId } } }),
        ).then((body) => body.response),
      () => [staffKeys.all, campaignKeys.all],
    ),
  decideBankAccount: () =>
    apiMutation(
      [...root, "bank-account"],
      (api, { accountId, state, note }: DecideBankAccountVariables) =>
        request(
          api.PUT("/api/v2/campaign/withdraw-bank-account/{id}/state", {
            params: { path: { id: accountId } },
            body: { state, note: note?.trim() ? note.trim() : null },
          }),
        ).then((body) => body.response),
      (_data, { campaignId }) => [staffKeys.all, bankAccountKeys.detail(campaignId)],
    ),
  /**
   * Accepts (PAYED), refuses (REFUSED) or reopens (PENDING) a withdrawal. A note goes first, so
   * the owner's notification of the decision finds the reason already there.
   */
  decideWithdrawal: () =>
    apiMutation(
      [...root, "withdrawal"],
      async (api, { campaignId, withdrawId, state, note }: DecideWithdrawalVariables) => {
        if (note?.trim()) {
          await request(
            api.POST("/api/v2/campaign/withdraw/{id}/notes", {
              params: { path: { id: withdrawId } },
              body: { text: note.trim() },
            }),
          );
        }
        return request(
          api.PUT("/api/v2/campaign/{id}/withdraw/{withdrawId}", {
            params: { path: { id: campaignId, withdrawId } },
            body: { state },
          }),
        ).then((body) => body.response);
      },
      (_data, { campaignId, withdrawId }) => withdrawalRefreshes(campaignId, withdrawId),
      // The note is written once even when the decision is retried.
      { idempotent: true },
    ),
  /** A staff note; given `{ text }` it is one submission (an Idempotency-Key per object). */
  addWithdrawNote: (campaignId: number, withdrawId: number) =>
    apiMutation(
      [...root, "notes", withdrawId, "add"],
      (api, note: string | { text: string }) =>
        request(
          api.POST("/api/v2/campaign/withdraw/{id}/notes", {
            params: { path: { id: withdrawId } },
            body: { text: (typeof note === "string" ? note : note.text).trim() },
          }),
        ).then((body) => body.response),
      () => withdrawalRefreshes(campaignId, withdrawId),
      { idempotent: true },
    ),
  /** Marks a note for review or completed, or reverts it to open. */
  setWithdrawNoteState: (campaignId: number, withdrawId: number) =>
    apiMutation(
      [...root, "notes", withdrawId, "state"],
      (api, { noteId, action }: { noteId: number; action: WithdrawNoteAction }) => {
        const params = { params: { path: { noteId } } };
        const call =
          action === "review"
            ? api.PUT("/api/v2/campaign/withdraw/notes/{noteId}/review", params)
            : action === "completed"
              ? api.PUT("/api/v2/campaign/withdraw/notes/{noteId}/completed", params)
              : api.PUT("/api/v2/campaign/withdraw/notes/{noteId}/reverted", params);
        return request(call).then((body) => body.response);
      },
      () => withdrawalRefreshes(campaignId, withdrawId),
    ),
};
