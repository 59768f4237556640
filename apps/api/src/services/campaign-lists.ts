// The campaign lists and a campaign as it is fetched: the listings' order (what a campaign raised
// in the payout currency), a guest's fetch and the categories' counts kept a few seconds.
import { type RawBuilder, type Selectable, sql } from "kysely";
import type { Db } from "../db/database";
import { ReadCache } from "../db/read-cache";
import type { CampaignRow, CategoriesTable } from "../db/schema";
import { campaignById, campaignDetails, presentCampaignRows, presentCampaigns } from "./campaigns";

/**
 * The categories with their campaign counts, by page: read again once this process writes a
 * campaign or a category, and at least every 30 s (a campaign another server started).
 */
const categoryCounts = new ReadCache<
  string,
  (Selectable<CategoriesTable> & { campaigns: number })[]
>({ name: "category counts", tables: ["categories", "campaigns"], ttlMs: 30_000, max: 16 });

/**
 * A campaign as a guest fetches it (the same for every guest), by id or slug: kept until this
 * process writes a table it is presented from, and 5 s at most (a donation taken by another
 * server shows that much later here). A campaign not found is not kept.
 */
const guestCampaigns = new ReadCache<
  string,
  { id: number; presented: Awaited<ReturnType<typeof presentCampaignRows>>[number] } | null
>(
  {
    name: "guest campaigns",
    tables: [
      "campaigns",
      "campaign_images",
      "media",
      "donations",
      "users",
      "follows",
      "categories",
      "currencies",
    ],
    ttlMs: 5_000,
    max: 500,
  },
  { keep: (campaign) => campaign !== null },
);

/** Campaigns not deleted: what every listing starts from. */
export const campaignQuery = (db: Db) =>
  db.selectFrom("campaigns").where("campaigns.deleted", "=", false);
export type CampaignQuery = ReturnType<typeof campaignQuery>;

// What a campaign raised, in the payout currency at today's rate (currencies'
// rate_to_payout_micros, as donations convert), so campaigns in different currencies compare:
// HUF 1,700,000 (about €4,250) comes below $25,000.
const inPayout = (minor: RawBuilder<unknown>) =>
  sql<number>`${minor} * (select cu.rate_to_payout_micros from currencies cu where cu.id = campaigns.currency_id)`;
export const raised = inPayout(
  sql`(select coalesce(sum(d.amount), 0) from donations d where d.campaign_id = campaigns.id and d.payment_status = 'PROCESSED')`,
);
/** How many members follow a campaign. */
export const followersCount = sql<number>`(select count(*) from follows f where f.campaign_id = campaigns.id)`;
export const recentRaised = inPayout(
  sql`(select coalesce(sum(d.amount), 0) from donations d where d.campaign_id = campaigns.id and d.payment_status = 'PROCESSED' and d.created_at > now() - interval '30 days')`,
);

/** Active, unfinished campaigns, what they raised in the last 30 days first. */
export const trending = (q: CampaignQuery) =>
  q
    .where("campaigns.active", "=", true)
    .where("campaigns.finished", "=", false)
    .orderBy(recentRaised, "desc")
    .orderBy("campaigns.created_at", "desc")
    .orderBy("campaigns.id");

/** A page of the listing `build` makes, presented for `viewer`, with the listing's total. */
export async function listCampaigns(
  db: Db,
  build: (q: CampaignQuery) => CampaignQuery,
  range: { offset: number; limit: number },
  viewer: number | null,
) {
  const { offset, limit } = range;
  const q = build(campaignQuery(db));
  const [rows, total] = await Promise.all([
    q.selectAll("campaigns").offset(offset).limit(limit).execute(),
    q.clearOrderBy().select(sql<number>`count(*)::int`.as("n")).executeTakeFirst(),
  ]);
  return {
    campaigns: await presentCampaigns(db, rows as CampaignRow[], viewer),
    total: total?.n ?? 0,
  };
}

/** The category (or disease) of this slug's id, if any. */
export async function categoryIdBySlug(db: Db, slug: string) {
  const cat = await db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return cat?.id;
}

/**
 * The campaign by id or slug (or short URL) as `viewer` sees it, read in one statement with all
 * it is presented with; a guest's answer is every guest's, kept a few seconds (guestCampaigns).
 */
export async function fetchCampaign(
  db: Db,
  query: { id?: number; slug?: string },
  viewer: number | null,
) {
  const read = async () => {
    let found = db
      .selectFrom("campaigns")
      .selectAll()
      .select(campaignDetails(viewer))
      .where("campaigns.deleted", "=", false);
    found = query.id
      ? found.where("campaigns.id", "=", query.id)
      : found.where((eb) =>
          eb.or([
            eb("campaigns.slug", "=", query.slug ?? ""),
            eb("campaigns.short_url", "=", query.slug ?? ""),
          ]),
        );
    const row = await found.limit(1).executeTakeFirst();
    if (!row) return null;
    const [presented] = await presentCampaignRows(db, [row]);
    return presented ? { id: row.id, presented } : null;
  };
  const key = query.id ? `id:${query.id}` : `slug:${query.slug}`;
  return viewer === null ? await guestCampaigns.get(db, key, read) : await read();
}

/** A page of the categories with their active campaigns counted. */
export function categoriesPage(db: Db, offset: number, limit: number) {
  return categoryCounts.get(db, `${offset}:${limit}`, () =>
    db
      .selectFrom("categories")
      .selectAll()
      .select(
        sql<number>`(select count(*)::int from campaigns c where (c.category_id = categories.id or c.disease_id = categories.id) and c.active and not c.deleted)`.as(
          "campaigns",
        ),
      )
      .orderBy("type")
      .orderBy("name")
      .offset(offset)
      .limit(limit)
      .execute(),
  );
}

/** The campaigns raising in favour of campaign `id`, presented for `viewer`; undefined for none such. */
export async function campaignsInFavour(db: Db, id: number, viewer: number | null) {
  if (!(await campaignById(db, id))) return undefined;
  const rows = await db
    .selectFrom("campaigns")
    .selectAll()
    .where("in_favour_of", "=", id)
    .where("deleted", "=", false)
    .orderBy("id")
    .execute();
  return { campaigns: await presentCampaigns(db, rows, viewer), total: rows.length };
}
