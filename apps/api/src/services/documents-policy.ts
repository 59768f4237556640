// The documents policy on the server (issue 13): the rule itself is @causeway/rules
// documents-policy.ts, the same the withdrawal forms show before the owner submits; this file
// reads what it needs from the database: the campaign currency's rate to the euro on the day, the
// owner's overdue documents (the hold), and whether a document was already accepted elsewhere.
import { type DocumentsLimits, type DocumentsPolicy, documentsPolicy } from "@causeway/rules";
import { sql } from "kysely";
import type { Q } from "../db/database";

const DAY = 86_400_000;

/** The UTC day of `now`, as the rates table keys it ("2025-11-20"). */
export const rateDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The currency's rate to the euro on `now`'s day (euro cents per minor unit × 1e6): the newest
 * rate on or before that day; null when none is known (then every withdrawal needs documents).
 */
export async function eurRate(q: Q, currencyId: number, now: Date): Promise<number | null> {
  const row = await q
    .selectFrom("currency_rates")
    .select("eur_micros")
    .where("currency_id", "=", currencyId)
    .where("valid_from", "<=", rateDay(now))
    .orderBy("valid_from", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.eur_micros) : null;
}

export interface OverdueWithdrawal {
  id: number;
  campaign_id: number;
  campaign_name: string;
  slug: string;
  created_by: number;
  created_at: Date;
}

/**
 * Withdrawals still waiting for documents `holdDays` after they were asked for: of one owner's
 * campaigns (their hold), or of everyone's (the scheduled check). Oldest first.
 */
export function overdueDocuments(
  q: Q,
  now: Date,
  limits: DocumentsLimits,
  ownerId?: number,
): Promise<OverdueWithdrawal[]> {
  let query = q
    .selectFrom("withdrawals")
    .innerJoin("campaigns", "campaigns.id", "withdrawals.campaign_id")
    .select([
      "withdrawals.id",
      "withdrawals.campaign_id",
      "campaigns.name as campaign_name",
      "campaigns.slug",
      "campaigns.created_by",
      "withdrawals.created_at",
    ])
    .where("withdrawals.state", "=", "WAITING_DOCUMENTS")
    .where("withdrawals.created_at", "<=", new Date(now.getTime() - limits.holdDays * DAY));
  if (ownerId !== undefined) query = query.where("campaigns.created_by", "=", ownerId);
  return query.orderBy("withdrawals.created_at").orderBy("withdrawals.id").execute();
}

/**
 * Which case applies to a provider or owner withdrawal of `amount` from a campaign, now, by its
 * amount ("not_needed" or "needed"), with the owner's overdue withdrawals: any of them puts a new
 * withdrawal on hold, which the caller decides (an edit of a request already made is not held).
 */
export async function documentsCaseFor(
  q: Q,
  input: {
    currencyId: number;
    ownerId: number;
    amount: number;
    available: number;
    now: Date;
    limits: DocumentsLimits;
  },
): Promise<DocumentsPolicy & { overdue: OverdueWithdrawal[]; eurRate: number | null }> {
  const [rate, overdue] = await Promise.all([
    eurRate(q, input.currencyId, input.now),
    overdueDocuments(q, input.now, input.limits, input.ownerId),
  ]);
  const policy = documentsPolicy({
    amount: input.amount,
    available: input.available,
    eurRate: rate,
    limits: input.limits,
  });
  return { ...policy, overdue, eurRate: rate };
}

/**
 * Whether any of these uploaded files is, by its content, a document already accepted: on another
 * withdrawal (of any campaign) that was not refused, or twice in this one. Files without a hash
 * (uploaded before hashes were kept) are not compared.
 */
export async function reusedDocument(
  q: Q,
  mediaIds: readonly number[],
  exceptWithdrawId?: number,
): Promise<boolean> {
  if (mediaIds.length === 0) return false;
  const mine = await q
    .selectFrom("media")
    .select(["id", "sha256"])
    .where("id", "in", [...new Set(mediaIds)])
    .execute();
  const hashes = mine.flatMap((m) => (m.sha256 ? [m.sha256] : []));
  if (new Set(hashes).size < hashes.length) return true;
  if (hashes.length === 0) return false;
  const found = await q
    .selectFrom("media")
    .innerJoin("withdrawals", (join) =>
      join.on(
        sql<boolean>`withdrawals.invoices @> jsonb_build_array(jsonb_build_object('id', media.id))`,
      ),
    )
    .select("withdrawals.id")
    .where("media.sha256", "in", hashes)
    .where("withdrawals.state", "<>", "REFUSED")
    .$if(exceptWithdrawId !== undefined, (qb) =>
      qb.where("withdrawals.id", "<>", exceptWithdrawId as number),
    )
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
