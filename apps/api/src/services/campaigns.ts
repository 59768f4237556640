import { sql } from "kysely";
import type { Q } from "../db/database";
import type { CampaignRow } from "../db/schema";
import { countPerItem, FOLLOWS, reportsOf, viewerMarked } from "./page-marks";
import {
  campaignImages,
  categories,
  currencies,
  currencyRef,
  unix,
  userSummaries,
} from "./present";

/** Processed donations (minus nothing: the platform fee is 0%), per campaign. */
export async function donationTotals(q: Q, ids: readonly number[]) {
  const out = new Map<number, { amount: number; count: number; tips: number }>();
  if (!ids.length) return out;
  const rows = await q
    .selectFrom("donations")
    .select([
      "campaign_id",
      sql<number>`coalesce(sum(amount), 0)::bigint`.as("amount"),
      sql<number>`coalesce(sum(tip), 0)::bigint`.as("tips"),
      sql<number>`count(*)::int`.as("count"),
    ])
    .where("campaign_id", "in", [...ids])
    .where("payment_status", "=", "PROCESSED")
    .groupBy("campaign_id")
    .execute();
  for (const r of rows)
    out.set(r.campaign_id, { amount: Number(r.amount), count: r.count, tips: Number(r.tips) });
  return out;
}

/**
 * The balance a campaign can still withdraw: processed donations minus every withdrawal that
 * is not refused (amount + tax, i.e. `total`). Call it inside the transaction that holds the
 * campaign row lock when the answer decides a withdrawal.
 */
export async function availableBalance(q: Q, campaignId: number, exceptWithdrawId?: number) {
  const donated = await q
    .selectFrom("donations")
    .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as("sum"))
    .where("campaign_id", "=", campaignId)
    .where("payment_status", "=", "PROCESSED")
    .executeTakeFirstOrThrow();
  let w = q
    .selectFrom("withdrawals")
    .select(sql<number>`coalesce(sum(total), 0)::bigint`.as("sum"))
    .where("campaign_id", "=", campaignId)
    .where("state", "<>", "REFUSED");
  if (exceptWithdrawId) w = w.where("id", "<>", exceptWithdrawId);
  const withdrawn = await w.executeTakeFirstOrThrow();
  return {
    donated: Number(donated.sum),
    withdrawn: Number(withdrawn.sum),
    available: Number(donated.sum) - Number(withdrawn.sum),
  };
}

export async function presentCampaigns(q: Q, rows: CampaignRow[], viewerId: number | null) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [cur, images, totals, users, followerMap, followedSet, reportedSet, categoryMap] =
    await Promise.all([
      currencies(q),
      campaignImages(q, ids),
      donationTotals(q, ids),
      userSummaries(
        q,
        rows.map((r) => r.created_by),
      ),
      countPerItem(q, FOLLOWS, ids),
      viewerMarked(q, FOLLOWS, ids, viewerId),
      viewerMarked(q, reportsOf("campaign"), ids, viewerId),
      categories(q),
    ]);
  const targetIds = rows
    .map((r) => r.beneficent?.other?.target_campaign_id)
    .filter((x): x is number => typeof x === "number");
  const targets = targetIds.length
    ? await q
        .selectFrom("campaigns")
        .select(["id", "name", "slug"])
        .where("id", "in", targetIds)
        .execute()
    : [];
  const targetImages = await campaignImages(
    q,
    targets.map((t) => t.id),
  );
  const targetMap = new Map(targets.map((t) => [t.id, t]));

  return rows.map((r) => {
    const t = totals.get(r.id) ?? { amount: 0, count: 0, tips: 0 };
    const category = r.category_id ? categoryMap.get(r.category_id) : undefined;
    const b = r.beneficent;
    const targetId = b?.other?.target_campaign_id;
    const target = targetId ? targetMap.get(targetId) : undefined;
    const beneficent = b
      ? {
          name: b.name,
          business_name: b.business_name ?? null,
          other: b.other
            ? {
                name: b.other.name,
                other_type: b.other.other_type,
                relation: b.other.relation ?? null,
                receiver: b.other.receiver ?? null,
                receiver_type: b.other.receiver_type ?? null,
                target_campaign: target
                  ? {
                      id: target.id,
                      name: target.name,
                      url: target.slug,
                      cover: targetImages.get(target.id)?.[0]
                        ? { square: { path: targetImages.get(target.id)?.[0]?.square.path ?? "" } }
                        : null,
                    }
                  : null,
              }
            : null,
        }
      : null;
    return {
      id: r.id,
      name: r.name,
      url: r.slug,
      short_url: r.short_url,
      images: images.get(r.id) ?? [],
      video: r.video,
      content: r.content,
      total_amount: r.total_amount,
      donated_amount: t.amount,
      donations_count: String(t.count),
      currency: currencyRef(cur, r.currency_id),
      payoutCurrency: currencyRef(cur, r.payout_currency_id),
      created_by: users.get(r.created_by) ?? {
        id: r.created_by,
        username: "unknown",
        name: "unknown",
        avatar: null,
      },
      date_added: unix(r.created_at),
      amount: t.amount,
      type: r.type,
      category: category
        ? {
            id: category.id,
            name: category.name,
            slug: category.slug,
            type: category.type,
            status: category.status,
          }
        : null,
      followers_count: followerMap.get(r.id) ?? 0,
      beneficent_individual: r.beneficent_type === "business" ? null : beneficent,
      beneficent_business: r.beneficent_type === "business" ? beneficent : null,
      deleted: r.deleted,
      active: r.active,
      verified: r.verified,
      urgent: r.urgent,
      finished: r.finished,
      successful: r.successful,
      trust_club: r.trust_club,
      is_followed: followedSet.has(r.id),
      is_reported: reportedSet.has(r.id),
      attention_required: r.attention_required,
      can_withdraw: r.can_withdraw,
    };
  });
}

export async function campaignById(q: Q, id: number) {
  return q
    .selectFrom("campaigns")
    .selectAll()
    .where("id", "=", id)
    .where("deleted", "=", false)
    .executeTakeFirst();
}

export async function presentCampaign(q: Q, row: CampaignRow, viewerId: number | null) {
  const [out] = await presentCampaigns(q, [row], viewerId);
  if (!out) throw new Error("campaign missing");
  return out;
}

export function slugify(text: string): string {
  const base = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return base || "item";
}
