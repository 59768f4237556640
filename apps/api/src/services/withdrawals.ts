// A withdrawal request's transactions: asking for one (a personal, business or service
// withdrawal) and the owner's edit of a pending one. The handlers are routes/withdrawals/.
import { DOCUMENTS_POLICY_MESSAGE, initialWithdrawState, withdrawTotal } from "@causeway/rules";
import type { Deps } from "../context";
import type { Tx } from "../db/database";
import type { WithdrawalRow } from "../db/schema";
import { badRequest, type FieldErrors } from "../lib/errors";
import { availableBalance } from "./campaigns";
import { documentsCaseFor } from "./documents-policy";
import type { Answer } from "./idempotency";
import { notify } from "./notify";
import { currencies, currencyRef, presentWithdrawals } from "./present";
import type { ParsedWithdrawal, ProviderPayload } from "./withdraw-rules";
import {
  assertFunds,
  canWithdraw,
  checkReferences,
  lockCampaign,
  reusedDocuments,
} from "./withdrawals-checks";
import { resolveReceiver } from "./withdrawals-receiver";

/**
 * Asks for a withdrawal from campaign `campaignId` (000 §4) in the idempotent transaction `trx`:
 * the documents policy's case and hold, the references, the bank account or provider, the funds;
 * the owner is notified after the commit.
 */
export async function createWithdrawal(
  deps: Deps,
  trx: Tx,
  user: { id: number },
  campaignId: number,
  parsed: ParsedWithdrawal,
): Promise<Answer> {
  const locked = await lockCampaign(trx, campaignId);
  const balance = await availableBalance(trx, campaignId);
  // The documents policy: which case the amount is in, and the owner's overdue documents
  // (any of them puts a new withdrawal on hold until they are given).
  const documents = await documentsCaseFor(trx, {
    currencyId: locked.currency_id,
    ownerId: locked.created_by,
    amount: parsed.payload.amount,
    available: balance.available,
    now: new Date(),
    limits: deps.config.documents,
  });
  const fields: FieldErrors = {
    ...canWithdraw(locked, balance.donated),
    ...(locked.beneficent?.other?.target_campaign_id
      ? { campaign: "withdraw.validator.has_target_campaign" }
      : {}),
    ...(documents.overdue.length ? { hold: DOCUMENTS_POLICY_MESSAGE.onHold } : {}),
    ...(await checkReferences(trx, user.id, parsed.payload, locked)),
  };
  if (!fields.invoices) Object.assign(fields, await reusedDocuments(trx, parsed.payload.invoices));
  const receiver = await resolveReceiver(trx, campaignId, parsed, fields);
  if (Object.keys(fields).length) throw badRequest(fields);
  const p = parsed.payload;
  const { tax, total } = withdrawTotal(p.amount);
  if (total > balance.available)
    throw badRequest({ amount: "withdraw.validator.insufficient_funds" });
  const row = await trx
    .insertInto("withdrawals")
    .values({
      campaign_id: campaignId,
      kind: parsed.kind,
      amount: p.amount,
      tax,
      total,
      currency_id: p.currency,
      state: initialWithdrawState(documents.case, p.invoiceNotAvailable),
      reasons: p.reasons,
      receiver_name: receiver.name,
      clinic_name: parsed.kind === "service" ? receiver.name : null,
      comment: p.comment,
      invoices: JSON.stringify(p.invoices),
      invoice_not_available: p.invoiceNotAvailable,
      reference: parsed.kind === "service" ? ((p as ProviderPayload).reference ?? null) : null,
      provider: receiver.provider ? JSON.stringify(receiver.provider) : null,
      bank_account_id: receiver.bankAccountId,
      created_by: user.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const emit = await notify(
    trx,
    user.id,
    row.state === "WAITING_DOCUMENTS" ? "TRANSFER_PROCESSING_DOCUMENTS" : "TRANSFER_PROCESSING",
    {
      campaign_name: locked.name,
      slug: locked.slug,
      withdraw_id: row.id,
      amount: row.amount,
      currency: currencyRef(await currencies(trx), row.currency_id),
    },
  );
  const [body] = await presentWithdrawals(trx, [row]);
  return { status: 201, body: { response: body }, after: () => emit(deps.realtime) };
}

/**
 * The owner's (or staff's) edit of withdrawal `row`, in one transaction: only a request still
 * waiting (pending, or waiting for documents) and only for the same kind of request.
 */
export async function editPendingWithdrawal(
  deps: Deps,
  user: { id: number },
  row: WithdrawalRow,
  parsed: ParsedWithdrawal,
): Promise<WithdrawalRow> {
  if (row.state !== "PENDING" && row.state !== "WAITING_DOCUMENTS")
    throw badRequest({ state: "withdraw.validator.not_editable" });
  if (parsed.kind !== row.kind) throw badRequest({ kind: "withdraw.validator.kind_mismatch" });
  return deps.db.transaction().execute((trx) => editWithdrawal(deps, trx, user, row, parsed));
}

/** The owner's edit of a pending withdrawal `row` (same kind), checked as a new one but not held. */
export async function editWithdrawal(
  deps: Deps,
  trx: Tx,
  user: { id: number },
  row: WithdrawalRow,
  parsed: ParsedWithdrawal,
): Promise<WithdrawalRow> {
  const campaign = await lockCampaign(trx, row.campaign_id);
  const fields = await checkReferences(trx, user.id, parsed.payload, campaign);
  if (!fields.invoices)
    Object.assign(fields, await reusedDocuments(trx, parsed.payload.invoices, row.id));
  const receiver = await resolveReceiver(trx, campaign.id, parsed, fields);
  if (Object.keys(fields).length) throw badRequest(fields);
  const p = parsed.payload;
  const { tax, total } = withdrawTotal(p.amount);
  const balance = await assertFunds(trx, campaign.id, total, row.id);
  // A request already made is not held; its amount decides whether it waits for documents.
  const documents = await documentsCaseFor(trx, {
    currencyId: campaign.currency_id,
    ownerId: campaign.created_by,
    amount: p.amount,
    available: balance.available,
    now: new Date(),
    limits: deps.config.documents,
  });
  return trx
    .updateTable("withdrawals")
    .set({
      amount: p.amount,
      tax,
      total,
      state: initialWithdrawState(documents.case, p.invoiceNotAvailable),
      reasons: p.reasons,
      comment: p.comment,
      invoices: JSON.stringify(p.invoices),
      invoice_not_available: p.invoiceNotAvailable,
      receiver_name: receiver.name,
      ...(receiver.provider
        ? {
            provider: JSON.stringify(receiver.provider),
            clinic_name: receiver.name,
            reference: (p as ProviderPayload).reference ?? null,
          }
        : { bank_account_id: receiver.bankAccountId }),
    })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
