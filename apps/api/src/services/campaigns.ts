import { sql } from "kysely";
import type { Q } from "../db/database";
import { ReadCache } from "../db/read-cache";
import type { CampaignRow, CurrencyRow } from "../db/schema";
import {
  campaignCoverKey,
  campaignImagesJson,
  countOf,
  FOLLOWS,
  type ImageJson,
  markedBy,
  mediaPath,
  presentImages,
  presentUserJson,
  reportsOf,
  type UserJson,
  userJson,
} from "./page-marks";
import { currencyRef, unix } from "./present";
import { type CategoryRow, categories, currencies } from "./reference-data";

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

/**
 * What a campaign is presented with, as correlated subqueries on `campaigns` (see page-marks.ts):
 * select them beside the campaign's own columns (one statement for a campaign and all it relates
 * to), or by the page's ids (presentCampaigns).
 */
export function campaignDetails(viewerId: number | null) {
  return [
    campaignImagesJson(sql`campaigns.id`).as("d_images"),
    sql<{ amount: number; tips: number; count: number }>`(select json_build_object(
        'amount', coalesce(sum(d.amount), 0)::bigint, 'tips', coalesce(sum(d.tip), 0)::bigint,
        'count', count(*)::int)
      from donations d
      where d.campaign_id = campaigns.id and d.payment_status = 'PROCESSED')`.as("d_totals"),
    userJson(sql`campaigns.created_by`).as("d_creator"),
    countOf(FOLLOWS, sql`campaigns.id`).as("d_followers"),
    markedBy(FOLLOWS, sql`campaigns.id`, viewerId).as("d_followed"),
    markedBy(reportsOf("campaign"), sql`campaigns.id`, viewerId).as("d_reported"),
    sql<{ id: number; name: string; slug: string; cover_key: string | null } | null>`(
      select json_build_object('id', tc.id, 'name', tc.name, 'slug', tc.slug,
        'cover_key', ${campaignCoverKey(sql`tc.id`)})
      from campaigns tc
      where jsonb_typeof(campaigns.beneficent #> '{other,target_campaign_id}') = 'number'
        and tc.id = (campaigns.beneficent #>> '{other,target_campaign_id}')::numeric)`.as(
      "d_target",
    ),
  ] as const;
}

export interface CampaignDetails {
  d_images: ImageJson[];
  d_totals: { amount: number; tips: number; count: number } | null;
  d_creator: UserJson | null;
  d_followers: number;
  d_followed: boolean;
  d_reported: boolean;
  d_target: { id: number; name: string; slug: string; cover_key: string | null } | null;
}

/** The campaigns of a page, presented with ONE query for everything related (see page-marks.ts). */
export async function presentCampaigns(q: Q, rows: CampaignRow[], viewerId: number | null) {
  if (!rows.length) return [];
  const [cur, categoryMap, details] = await Promise.all([
    currencies(q),
    categories(q),
    q
      .selectFrom("campaigns")
      .where(
        "campaigns.id",
        "in",
        rows.map((r) => r.id),
      )
      .select("campaigns.id")
      .select(campaignDetails(viewerId))
      .execute(),
  ]);
  const byId = new Map(details.map((d) => [d.id, d]));
  return rows.map((r) => presentOne(r, byId.get(r.id), cur, categoryMap));
}

/** Campaigns read with their details (`campaignDetails` selected beside their columns). */
export async function presentCampaignRows(q: Q, rows: (CampaignRow & CampaignDetails)[]) {
  if (!rows.length) return [];
  const [cur, categoryMap] = await Promise.all([currencies(q), categories(q)]);
  return rows.map((r) => presentOne(r, r, cur, categoryMap));
}

function presentOne(
  r: CampaignRow,
  d: CampaignDetails | undefined,
  cur: Map<number, CurrencyRow>,
  categoryMap: Map<number, CategoryRow>,
) {
  const t = d?.d_totals ?? { amount: 0, count: 0, tips: 0 };
  const category = r.category_id ? categoryMap.get(r.category_id) : undefined;
  const disease = r.disease_id ? categoryMap.get(r.disease_id) : undefined;
  const b = r.beneficent;
  const target = d?.d_target ?? undefined;
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
                    cover: target.cover_key
                      ? { square: { path: mediaPath(target.cover_key) } }
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
    images: presentImages(d?.d_images ?? []),
    video: r.video,
    content: r.content,
    total_amount: r.total_amount,
    donated_amount: t.amount,
    donations_count: String(t.count),
    currency: currencyRef(cur, r.currency_id),
    payoutCurrency: currencyRef(cur, r.payout_currency_id),
    created_by: (d?.d_creator ? presentUserJson(d.d_creator) : undefined) ?? {
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
    disease: disease
      ? {
          id: disease.id,
          name: disease.name,
          slug: disease.slug,
          type: disease.type,
          status: disease.status,
        }
      : null,
    followers_count: d?.d_followers ?? 0,
    beneficent_individual: r.beneficent_type === "business" ? null : beneficent,
    beneficent_business: r.beneficent_type === "business" ? beneficent : null,
    deleted: r.deleted,
    active: r.active,
    verified: r.verified,
    urgent: r.urgent,
    finished: r.finished,
    successful: r.successful,
    trust_club: r.trust_club,
    is_followed: d?.d_followed ?? false,
    is_reported: d?.d_reported ?? false,
    attention_required: r.attention_required,
    can_withdraw: r.can_withdraw,
  };
}

/**
 * Who owns a campaign (not deleted), for the owner-only reads: kept until this process writes the
 * campaigns table and 60 s at most (a campaign deleted by another server is still listed to its
 * owner that long). Never a campaign not found.
 */
const owners = new ReadCache<number, { id: number; created_by: number } | null>(
  { name: "campaign owners", tables: ["campaigns"], ttlMs: 60_000, max: 5_000 },
  { keep: (owner) => owner !== null },
);

export function campaignOwner(q: Q, id: number) {
  return owners.get(q, id, async () => {
    const row = await q
      .selectFrom("campaigns")
      .select(["id", "created_by"])
      .where("id", "=", id)
      .where("deleted", "=", false)
      .executeTakeFirst();
    return row ?? null;
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
