// Staff's decision on a withdrawal, and the documents given for one after the request.
import { documentsOrCommentErrors, type invoiceRef } from "@causeway/rules";
import type { z } from "zod";
import type { Deps } from "../context";
import type { Tx } from "../db/database";
import type { CampaignRow, WithdrawalRow, WithdrawState } from "../db/schema";
import { badRequest } from "../lib/errors";
import { notify } from "./notify";
import { currencies, currencyRef } from "./present";
import {
  assertFunds,
  checkReferences,
  type Emit,
  lockCampaign,
  reusedDocuments,
} from "./withdrawals-checks";

/** Staff's answer to a request, as the contract words it. */
export type ReviewAnswer = "accepted" | "declined" | "pending";

/**
 * Staff's decision on withdrawal `row`, in one transaction: accepted is paid, declined refused,
 * pending taken back to pending. A transfer is final (it was paid when made). The notifications
 * are returned to send after the commit.
 */
export async function reviewWithdrawal(
  deps: Deps,
  row: WithdrawalRow,
  answer: ReviewAnswer,
): Promise<{ row: WithdrawalRow; emits: Emit[] }> {
  const next: WithdrawState =
    answer === "accepted" ? "PAYED" : answer === "declined" ? "REFUSED" : "PENDING";
  if (row.kind === "transfer" && next !== row.state)
    throw badRequest({ state: "withdraw.validator.transfer_final" });
  return deps.db.transaction().execute((trx) => decideWithdrawal(trx, row, next));
}

/**
 * Sets withdrawal `row` to `next` in `trx` (a refused one taken again needs the balance); the
 * owner's notification of a payment or refusal is returned to send after the commit.
 */
export async function decideWithdrawal(
  trx: Tx,
  row: WithdrawalRow,
  next: WithdrawState,
): Promise<{ row: WithdrawalRow; emits: Emit[] }> {
  const emits: Emit[] = [];
  const campaign = await lockCampaign(trx, row.campaign_id);
  const current = await trx
    .selectFrom("withdrawals")
    .selectAll()
    .where("id", "=", row.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // A refused withdrawal gave its money back; taking it again needs the balance.
  if (current.state === "REFUSED" && next !== "REFUSED")
    await assertFunds(trx, row.campaign_id, current.total, current.id);
  const out = await trx
    .updateTable("withdrawals")
    .set({ state: next })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (next !== current.state && (next === "PAYED" || next === "REFUSED")) {
    emits.push(
      await notify(
        trx,
        campaign.created_by,
        next === "PAYED" ? "TRANSFER_APPROVED" : "TRANSFER_DECLINED",
        {
          campaign_name: campaign.name,
          slug: campaign.slug,
          withdraw_id: out.id,
          amount: out.amount,
          currency: currencyRef(await currencies(trx), out.currency_id),
        },
      ),
    );
  }
  return { row: out, emits };
}

/**
 * The documents of withdrawal `row` replaced by `body`'s (the documents-or-comment rule on the
 * stored comment); a withdrawal waiting for documents is pending again once it has some.
 */
export async function replaceInvoices(
  deps: Deps,
  user: { id: number },
  row: WithdrawalRow,
  campaign: CampaignRow,
  body: { invoices: z.output<ReturnType<typeof invoiceRef>>[]; invoiceNotAvailable: boolean },
): Promise<WithdrawalRow> {
  const { db } = deps;
  const invoices = body.invoices;
  // The payloads' documents-or-comment rule, on the stored comment and the new documents.
  const documents = documentsOrCommentErrors({
    invoices,
    invoiceNotAvailable: body.invoiceNotAvailable,
    comment: row.comment,
  });
  if (Object.keys(documents).length) throw badRequest(documents);
  const refs = await checkReferences(
    db as unknown as Tx,
    user.id,
    { reasons: row.reasons, invoices, currency: row.currency_id },
    campaign,
  );
  if (refs.invoices) throw badRequest({ invoices: refs.invoices });
  const reused = await reusedDocuments(db as unknown as Tx, invoices, row.id);
  if (reused.invoices) throw badRequest(reused);
  const nextState: WithdrawState =
    row.state === "WAITING_DOCUMENTS" && invoices.length ? "PENDING" : row.state;
  const updated = await db
    .updateTable("withdrawals")
    .set({
      invoices: JSON.stringify(invoices),
      invoice_not_available: body.invoiceNotAvailable,
      state: nextState,
    })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (invoices.length) {
    const emit = await notify(db, campaign.created_by, "TRANSFER_PROCESSING_DOCUMENTS", {
      campaign_name: campaign.name,
      slug: campaign.slug,
      withdraw_id: row.id,
    });
    emit(deps.realtime);
  }
  return updated;
}
