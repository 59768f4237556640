// The withdrawal rules the requests share: the campaign row locked for a balance check, whether a
// campaign may withdraw, the funds, the references a payload names and documents already used.
import { BLOCKER, DOCUMENTS_POLICY_MESSAGE } from "@causeway/rules";
import { isAdmin } from "../context";
import type { Q, Tx } from "../db/database";
import type { CampaignRow, UserRow } from "../db/schema";
import { badRequest, type FieldErrors, forbidden, notFound } from "../lib/errors";
import { availableBalance, campaignById } from "./campaigns";
import { claimDocuments } from "./document-media";
import { reusedDocument } from "./documents-policy";
import type { Realtime } from "./realtime";
import { withdrawReasons } from "./reference-data";

export type Emit = (realtime: Realtime) => void;

/** Locks the campaign row for the rest of the transaction: balance checks are serialised. */
export async function lockCampaign(trx: Tx, id: number): Promise<CampaignRow> {
  const row = await trx
    .selectFrom("campaigns")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.deleted) throw notFound();
  return row;
}

/** 000 §4: withdraw only if can_withdraw, verified and it has donations. */
export function canWithdraw(campaign: CampaignRow, donated: number): FieldErrors {
  if (!campaign.verified || !campaign.can_withdraw || donated <= 0)
    return { campaign: "withdraw.validator.campaign_cannot_withdraw" };
  return {};
}

export async function assertFunds(trx: Tx, campaignId: number, total: number, exceptId?: number) {
  const balance = await availableBalance(trx, campaignId, exceptId);
  if (total > balance.available)
    throw badRequest({ amount: "withdraw.validator.insufficient_funds" });
  return balance;
}

export async function checkReferences(
  trx: Tx,
  userId: number,
  p: { reasons: number[]; invoices: { id: number }[]; currency: number },
  campaign: CampaignRow,
): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  const known = new Set((await withdrawReasons(trx)).map((r) => r.id));
  if (!p.reasons.every((id) => known.has(id))) fields.reasons = BLOCKER.reasons;
  // The invoices are the caller's own uploads, private from now on (pictures too).
  const invoiceIds = p.invoices.map((i) => i.id);
  if (!(await claimDocuments(trx, userId, invoiceIds))) fields.invoices = BLOCKER.documents;
  if (p.currency !== campaign.currency_id) fields.currency = "withdraw.validator.currency";
  return fields;
}

/** A document given (by its content) that another withdrawal already carries. */
export async function reusedDocuments(
  trx: Tx,
  invoices: readonly { id: number }[],
  exceptWithdrawId?: number,
): Promise<FieldErrors> {
  const reused = await reusedDocument(
    trx,
    invoices.map((i) => i.id),
    exceptWithdrawId,
  );
  return reused ? { invoices: DOCUMENTS_POLICY_MESSAGE.reused } : {};
}

/** The withdrawal `id` (of campaign `campaignId` when given), if `user` owns its campaign or is staff. */
export async function ownWithdrawal(
  db: Q,
  user: UserRow,
  id: number,
  opts: { campaignId?: number } = {},
) {
  const row = await db
    .selectFrom("withdrawals")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || (opts.campaignId && row.campaign_id !== opts.campaignId)) throw notFound();
  const campaign = await campaignById(db, row.campaign_id);
  if (!campaign) throw notFound();
  if (campaign.created_by !== user.id && !isAdmin(user)) throw forbidden();
  return { row, campaign };
}
