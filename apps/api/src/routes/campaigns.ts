import {
  type BeneficentPayloadOutput,
  beneficentPayloadSchema,
  CAMPAIGN_MESSAGE,
  type CampaignDetailsPayloadOutput,
  campaignCreatePayloadSchema,
  campaignDetailsPayloadSchema,
  campaignDocumentsPayloadSchema,
  campaignImagesPayloadSchema,
  campaignStatePayloadSchema,
  hasCampaignContent,
} from "@causeway/forms/rules";
import type { Hono } from "hono";
import { type RawBuilder, type Selectable, sql } from "kysely";
import { z } from "zod";
import type { Deps, Env } from "../context";
import type { Q } from "../db/database";
import { ReadCache } from "../db/read-cache";
import type { CampaignRow, CategoriesTable } from "../db/schema";
import { ownedCampaign } from "../http/ownership";
import { storeReport } from "../http/report";
import {
  type Ctx,
  clientAddress,
  jsonBody,
  ok,
  pathId,
  requireAdmin,
  requireAuth,
  viewerId,
} from "../http/request";
import { badRequest, notFound } from "../lib/errors";
import { randomToken } from "../lib/security";
import { page, parse, zId } from "../lib/validate";
import { campaignTasks } from "../services/campaign-tasks";
import {
  campaignById,
  campaignDetails,
  presentCampaign,
  presentCampaignRows,
  presentCampaigns,
  slugify,
} from "../services/campaigns";
import { notify } from "../services/notify";
import { presentedMediaPath } from "../services/private-media";
import { sanitizeHtml } from "../services/sanitize";
import { addShareOfDay, type VisitCounter } from "../services/visits";

const DAY_S = 86_400;
/** 9999-12-31, the last day an ISO date (and a range's `to`) is read as. */
const LAST_DAY = 2_932_896;

/** The UTC day holding Unix second `seconds`, "YYYY-MM-DD". */
function dayOf(seconds: number): string {
  const day = Math.min(Math.floor(seconds / DAY_S), LAST_DAY);
  return new Date(day * DAY_S * 1000).toISOString().slice(0, 10);
}

/** The Unix second a UTC day starts at. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

interface DayCounts {
  visits: number;
  unique_visits: number;
  shares: number;
}

/**
 * The campaign's visits, unique visitors and shares of each UTC day the range touches
 * (campaign_daily_stats), with the visits this process has counted and not written yet; their
 * visitors new to the day only when `unique` is asked (one more statement).
 */
async function dailyStats(
  db: Q,
  visits: VisitCounter,
  campaignId: number,
  range: { from: number; to: number },
  options: { unique?: boolean } = {},
): Promise<Map<string, DayCounts>> {
  const first = dayOf(range.from);
  const last = dayOf(range.to);
  const rows = await db
    .selectFrom("campaign_daily_stats")
    .select([sql<string>`day::text`.as("day"), "visits", "unique_visits", "shares"])
    .where("campaign_id", "=", campaignId)
    .where("day", ">=", first)
    .where("day", "<=", last)
    .execute();
  const days = new Map<string, DayCounts>(
    rows.map((r) => [
      r.day,
      { visits: r.visits, unique_visits: r.unique_visits, shares: r.shares },
    ]),
  );
  const pending = visits.pendingDays(campaignId).filter((p) => p.day >= first && p.day <= last);
  const fresh = options.unique ? await visits.pendingUnique(db, campaignId, pending) : new Map();
  for (const p of pending) {
    const counts = days.get(p.day) ?? { visits: 0, unique_visits: 0, shares: 0 };
    counts.visits += p.visits;
    counts.unique_visits += fresh.get(p.day) ?? 0;
    days.set(p.day, counts);
  }
  return days;
}

async function checkDetails(q: Q, body: CampaignDetailsPayloadOutput) {
  const [currency, category] = await Promise.all([
    q
      .selectFrom("currencies")
      .select(["id", "payout_currency_id"])
      .where("id", "=", body.currency)
      .where("active", "=", true)
      .executeTakeFirst(),
    q.selectFrom("categories").select("id").where("id", "=", body.category).executeTakeFirst(),
  ]);
  if (!currency) throw badRequest({ currency: CAMPAIGN_MESSAGE.currency });
  if (!category) throw badRequest({ category: CAMPAIGN_MESSAGE.category });
  // A medical campaign may name its disease: a category of type disease (the disease pages).
  if (body.type === "medical" && body.disease) {
    const disease = await q
      .selectFrom("categories")
      .select("id")
      .where("id", "=", body.disease)
      .where("type", "=", "disease")
      .executeTakeFirst();
    if (!disease) throw badRequest({ disease: CAMPAIGN_MESSAGE.disease });
  }
  return currency;
}

/** The disease stored with the details: a medical campaign's, none for another. */
const diseaseOf = (body: CampaignDetailsPayloadOutput) =>
  body.type === "medical" ? (body.disease ?? null) : null;

/** The story as stored: sanitised, and refused when sanitising left no text or image. */
function storyOf(html: string): string {
  const story = sanitizeHtml(html);
  if (!hasCampaignContent(story)) throw badRequest({ content: CAMPAIGN_MESSAGE.content });
  return story;
}

function beneficentValue(b: BeneficentPayloadOutput) {
  return {
    name: b.name,
    business_name: b.business_name ?? null,
    other: b.other
      ? {
          name: b.other.name,
          other_type: b.other.other_type,
          relation: b.other.relation ?? null,
          receiver: b.other.receiver ?? null,
          receiver_type: b.other.receiver_type ?? null,
          target_campaign_id: b.other.target_campaign?.id ?? null,
        }
      : null,
  };
}

/**
 * The user's own uploads. Images shown to everyone (`use` "public") are never private documents:
 * their paths are not signed, so a document attached as an image would show broken to everyone.
 */
async function ownMediaIds(
  q: Q,
  userId: number,
  ids: number[],
  field: string,
  use: "public" | "document",
) {
  if (!ids.length) return;
  const rows = await q
    .selectFrom("media")
    .select(["id", "owner_id", "private"])
    .where("id", "in", ids)
    .execute();
  const okIds = new Set(
    rows
      .filter((r) => r.owner_id === null || r.owner_id === userId)
      .filter((r) => use === "document" || !r.private)
      .map((r) => r.id),
  );
  if (ids.some((id) => !okIds.has(id))) throw badRequest({ [field]: "validation.media_not_found" });
}

async function setImages(q: Q, campaignId: number, ids: number[], mainId?: number) {
  await q.deleteFrom("campaign_images").where("campaign_id", "=", campaignId).execute();
  if (!ids.length) return;
  const main = mainId && ids.includes(mainId) ? mainId : ids[0];
  await q
    .insertInto("campaign_images")
    .values(
      ids.map((id, i) => ({
        campaign_id: campaignId,
        media_id: id,
        main: id === main,
        position: i,
      })),
    )
    .execute();
}

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

const zFetchQuery = z.object({
  slug: z.string().min(1).optional(),
  id: zId.optional(),
  image_order: z.enum(["main_first", "date_added"]).optional(),
});

export function campaignRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  const listing = async (
    c: Ctx,
    build: (q: ReturnType<typeof baseQuery>) => ReturnType<typeof baseQuery>,
    defaults = { limit: 8, max: 100 },
  ) => {
    const { offset, limit } = page(c.req.query(), defaults);
    const q = build(baseQuery());
    const [rows, total] = await Promise.all([
      q.selectAll("campaigns").offset(offset).limit(limit).execute(),
      q.clearOrderBy().select(sql<number>`count(*)::int`.as("n")).executeTakeFirst(),
    ]);
    return c.json({
      response: {
        campaigns: await presentCampaigns(db, rows as CampaignRow[], viewerId(c)),
        total: total?.n ?? 0,
      },
    });
  };
  const baseQuery = () => db.selectFrom("campaigns").where("campaigns.deleted", "=", false);
  // What a campaign raised, in the payout currency at today's rate (currencies'
  // rate_to_payout_micros, as donations convert), so campaigns in different currencies compare:
  // HUF 1,700,000 (about €4,250) comes below $25,000.
  const inPayout = (minor: RawBuilder<unknown>) =>
    sql<number>`${minor} * (select cu.rate_to_payout_micros from currencies cu where cu.id = campaigns.currency_id)`;
  const raised = inPayout(
    sql`(select coalesce(sum(d.amount), 0) from donations d where d.campaign_id = campaigns.id and d.payment_status = 'PROCESSED')`,
  );
  const recentRaised = inPayout(
    sql`(select coalesce(sum(d.amount), 0) from donations d where d.campaign_id = campaigns.id and d.payment_status = 'PROCESSED' and d.created_at > now() - interval '30 days')`,
  );

  app.get("/api/v2/campaign", (c) => {
    const query = parse(
      z.object({
        order_by: z.enum(["date_added", "donated_amount", "followers_count"]).default("date_added"),
        created_by: zId.optional(),
        name: z.string().max(200).optional(),
      }),
      c.req.query(),
    );
    return listing(c, (q) => {
      let out = q;
      if (query.created_by) out = out.where("campaigns.created_by", "=", query.created_by);
      else out = out.where("campaigns.active", "=", true);
      if (query.name?.trim())
        out = out.where(
          "campaigns.name",
          "ilike",
          `%${query.name.trim().replace(/[%_\\]/g, "\\$&")}%`,
        );
      if (query.order_by === "donated_amount") out = out.orderBy(raised, "desc");
      else if (query.order_by === "followers_count")
        out = out.orderBy(
          sql`(select count(*) from follows f where f.campaign_id = campaigns.id)`,
          "desc",
        );
      return out.orderBy("campaigns.created_at", "desc").orderBy("campaigns.id", "desc");
    });
  });

  app.get("/api/v2/campaign-top", (c) =>
    listing(c, (q) =>
      q
        .where("campaigns.active", "=", true)
        .where("campaigns.verified", "=", true)
        .orderBy(raised, "desc")
        .orderBy("campaigns.id"),
    ),
  );

  const trending = (q: ReturnType<typeof baseQuery>) =>
    q
      .where("campaigns.active", "=", true)
      .where("campaigns.finished", "=", false)
      .orderBy(recentRaised, "desc")
      .orderBy("campaigns.created_at", "desc")
      .orderBy("campaigns.id");

  app.get("/api/v2/campaign-trending", (c) => listing(c, trending, { limit: 10, max: 50 }));

  app.get("/api/v2/campaign-trending/by-category", async (c) => {
    const query = parse(
      z.object({ category: z.string().optional(), disease_slug: z.string().optional() }),
      c.req.query(),
    );
    if (!query.category && !query.disease_slug)
      throw badRequest({ category: "validation.required" });
    const slug = query.disease_slug ?? query.category ?? "";
    const cat = await db
      .selectFrom("categories")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirst();
    return listing(
      c,
      (q) =>
        trending(
          query.disease_slug
            ? q.where("campaigns.disease_id", "=", cat?.id ?? -1)
            : q.where("campaigns.category_id", "=", cat?.id ?? -1),
        ),
      { limit: 10, max: 50 },
    );
  });

  app.get("/api/v2/campaign-featured", (c) => {
    const query = parse(
      z.object({
        successful: z.enum(["0", "1"]).default("0"),
        verified: z.enum(["0", "1"]).default("1"),
      }),
      c.req.query(),
    );
    return listing(
      c,
      (q) =>
        q
          .where("campaigns.active", "=", true)
          .where("campaigns.successful", "=", query.successful === "1")
          .where("campaigns.verified", "=", query.verified === "1")
          .orderBy("campaigns.trust_club", "desc")
          .orderBy("campaigns.urgent", "desc")
          .orderBy(raised, "desc")
          .orderBy("campaigns.id"),
      { limit: 4, max: 50 },
    );
  });

  app.get("/api/v2/campaign/fetch", async (c) => {
    const query = parse(zFetchQuery, c.req.query());
    if (!query.slug && !query.id) throw badRequest({ slug: "validation.required" });
    const viewer = viewerId(c);
    // One statement reads the campaign with all it is presented with.
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
    // A guest's answer is every guest's: kept a few seconds (guestCampaigns).
    const key = query.id ? `id:${query.id}` : `slug:${query.slug}`;
    const campaign = viewer === null ? await guestCampaigns.get(db, key, read) : await read();
    if (!campaign) throw notFound();
    // Counted in memory, written with the others every few seconds (services/visits.ts); a
    // visitor is a member, or a guest's address and browser, counted once a day.
    deps.visits.count(
      campaign.id,
      viewer !== null
        ? `member:${viewer}`
        : `guest:${clientAddress(c, deps)}\n${c.req.header("user-agent") ?? ""}`,
    );
    return c.json({ response: campaign.presented });
  });

  app.get("/api/v2/campaign/categories", async (c) => {
    const { offset, limit } = page(c.req.query(), { limit: 100 });
    const rows = await categoryCounts.get(db, `${offset}:${limit}`, () =>
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
    return c.json({ response: { categories: rows } });
  });

  app.get("/api/v2/campaign/:id/campaigns-in-favour", async (c) => {
    const id = pathId(c, "id");
    if (!(await campaignById(db, id))) throw notFound();
    const rows = await db
      .selectFrom("campaigns")
      .selectAll()
      .where("in_favour_of", "=", id)
      .where("deleted", "=", false)
      .orderBy("id")
      .execute();
    return c.json({
      response: { campaigns: await presentCampaigns(db, rows, viewerId(c)), total: rows.length },
    });
  });

  const followState = async (campaignId: number, userId: number) => {
    const [mine, count] = await Promise.all([
      db
        .selectFrom("follows")
        .select("user_id")
        .where("campaign_id", "=", campaignId)
        .where("user_id", "=", userId)
        .executeTakeFirst(),
      db
        .selectFrom("follows")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("campaign_id", "=", campaignId)
        .executeTakeFirstOrThrow(),
    ]);
    return { is_followed: !!mine, followers_count: count.n };
  };

  app.get("/api/v2/campaign/:id/follow", async (c) => {
    const { user } = requireAuth(c);
    const id = pathId(c, "id");
    if (!(await campaignById(db, id))) throw notFound();
    return c.json({ response: await followState(id, user.id) });
  });

  app.post("/api/v2/campaign/:id/follow", async (c) => {
    const { user } = requireAuth(c);
    const id = pathId(c, "id");
    const campaign = await campaignById(db, id);
    if (!campaign) throw notFound();
    const removed = await db
      .deleteFrom("follows")
      .where("campaign_id", "=", id)
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (!removed.numDeletedRows) {
      await db
        .insertInto("follows")
        .values({ campaign_id: id, user_id: user.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const state = await followState(id, user.id);
    deps.realtime.toUser(campaign.created_by, "receive-user-follower", {
      followerID: user.id,
      isFollowing: state.is_followed,
      notificationID: null,
    });
    return c.json({ response: state });
  });

  app.put("/api/v2/campaign/:id/verify", async (c) => {
    requireAdmin(c);
    const id = pathId(c, "id");
    const campaign = await campaignById(db, id);
    if (!campaign) throw notFound();
    const updated = await db
      .updateTable("campaigns")
      .set({ verified: true })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!campaign.verified) {
      const emit = await notify(db, campaign.created_by, "CAMPAIGN_VERIFIED", {
        campaign_name: campaign.name,
        slug: campaign.slug,
      });
      emit(deps.realtime);
    }
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  app.put("/api/v2/campaign/:id", async (c) => {
    const id = pathId(c, "id");
    const campaign = await ownedCampaign(c, deps, id, { admin: true });
    const body = parse(campaignStatePayloadSchema, await jsonBody(c));
    const updated = await db
      .updateTable("campaigns")
      .set(body)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const data = { campaign_name: campaign.name, slug: campaign.slug };
    const emits = [];
    if (body.active !== undefined && body.active !== campaign.active)
      emits.push(
        await notify(
          db,
          campaign.created_by,
          body.active ? "CAMPAIGN_ACTIVATED" : "CAMPAIGN_DEACTIVATED",
          data,
        ),
      );
    if (body.successful && !campaign.successful)
      emits.push(await notify(db, campaign.created_by, "CAMPAIGN_SUCCEEDED", data));
    for (const emit of emits) emit(deps.realtime);
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  app.delete("/api/v2/campaign/:id", async (c) => {
    const id = pathId(c, "id");
    const campaign = await ownedCampaign(c, deps, id, { admin: true });
    await db
      .updateTable("campaigns")
      .set({ deleted: true, active: false })
      .where("id", "=", id)
      .execute();
    const emit = await notify(db, campaign.created_by, "CAMPAIGN_DELETED", {
      campaign_name: campaign.name,
      slug: campaign.slug,
    });
    emit(deps.realtime);
    return c.json(ok);
  });

  app.post("/api/v2/campaign/:id/report", async (c) => {
    const campaign = await campaignById(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    await storeReport(c, deps, "campaign", { id: campaign.id, ownerId: campaign.created_by });
    return c.json(ok);
  });

  app.put("/api/v2/campaign/:id/add-share-count", async (c) => {
    const id = pathId(c, "id");
    const shared = await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable("campaigns")
        .set((eb) => ({ share_count: eb("share_count", "+", 1) }))
        .where("id", "=", id)
        .where("deleted", "=", false)
        .executeTakeFirst();
      if (!res.numUpdatedRows) return false;
      // The owner's metrics count it on its day (campaign_daily_stats).
      await addShareOfDay(trx, id, deps.visits.day());
      return true;
    });
    if (!shared) throw notFound();
    return c.json(ok);
  });

  // ------------------------------------------------------------ creation and editing
  app.post("/api/v2/campaign", async (c) => {
    const { user } = requireAuth(c);
    const body = parse(campaignCreatePayloadSchema, await jsonBody(c));
    const currency = await checkDetails(db, body);
    const content = storyOf(body.content);
    await ownMediaIds(db, user.id, body.image_ids, "image_ids", "public");
    await ownMediaIds(
      db,
      user.id,
      body.documents.map((d) => d.id),
      "documents",
      "document",
    );
    if (body.in_favour_of && !(await campaignById(db, body.in_favour_of)))
      throw badRequest({ in_favour_of: "validation.invalid" });
    const row = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto("campaigns")
        .values({
          name: body.name,
          slug: `${slugify(body.name)}-${randomToken(3)}`,
          content,
          total_amount: body.total_amount,
          currency_id: body.currency,
          payout_currency_id: currency.payout_currency_id,
          created_by: user.id,
          type: body.type,
          category_id: body.category,
          disease_id: diseaseOf(body),
          urgent: body.urgent,
          beneficent_type: body.beneficent.beneficent_type,
          beneficent: JSON.stringify(beneficentValue(body.beneficent)),
          video: body.video ?? null,
          documents: JSON.stringify(body.documents),
          in_favour_of: body.in_favour_of ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await setImages(trx, created.id, body.image_ids);
      return created;
    });
    return c.json({ response: await presentCampaign(db, row, user.id) }, 201);
  });

  app.put("/api/v2/campaign/:id/details", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const body = parse(campaignDetailsPayloadSchema, await jsonBody(c));
    const currency = await checkDetails(db, body);
    const content = storyOf(body.content);
    const updated = await db
      .updateTable("campaigns")
      .set({
        name: body.name,
        content,
        total_amount: body.total_amount,
        currency_id: body.currency,
        payout_currency_id: currency.payout_currency_id,
        type: body.type,
        category_id: body.category,
        disease_id: diseaseOf(body),
        urgent: body.urgent,
      })
      .where("id", "=", campaign.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  app.put("/api/v2/campaign/:id/beneficent", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const body = parse(beneficentPayloadSchema, await jsonBody(c));
    const updated = await db
      .updateTable("campaigns")
      .set({
        beneficent_type: body.beneficent_type,
        beneficent: JSON.stringify(beneficentValue(body)),
      })
      .where("id", "=", campaign.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  app.get("/api/v2/campaign/:id/documents", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const refs = campaign.documents ?? [];
    const media = refs.length
      ? await db
          .selectFrom("media")
          .select(["id", "name", "storage_key", "private"])
          .where(
            "id",
            "in",
            refs.map((r) => r.id),
          )
          .execute()
      : [];
    const byId = new Map(media.map((m) => [m.id, m]));
    const documents = refs.flatMap((ref) => {
      const m = byId.get(ref.id);
      return m
        ? [
            {
              id: m.id,
              type: ref.type === "image" ? ("image" as const) : ("file" as const),
              path: presentedMediaPath(m),
              name: m.name,
            },
          ]
        : [];
    });
    return c.json({ response: { documents } });
  });

  app.put("/api/v2/campaign/:id/documents", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const body = parse(campaignDocumentsPayloadSchema, await jsonBody(c));
    await ownMediaIds(
      db,
      requireAuth(c).user.id,
      body.documents.map((d) => d.id),
      "documents",
      "document",
    );
    const updated = await db
      .updateTable("campaigns")
      .set({ documents: JSON.stringify(body.documents) })
      .where("id", "=", campaign.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  app.put("/api/v2/campaign/:id/images", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const body = parse(campaignImagesPayloadSchema, await jsonBody(c));
    await ownMediaIds(db, requireAuth(c).user.id, body.image_ids, "image_ids", "public");
    const updated = await db.transaction().execute(async (trx) => {
      await setImages(trx, campaign.id, body.image_ids, body.main_image_id);
      // Without a `video` field the link stays as it was (an empty SET is no SQL).
      if (body.video === undefined) return campaign;
      return trx
        .updateTable("campaigns")
        .set({ video: body.video })
        .where("id", "=", campaign.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  // ------------------------------------------------------------ owner dashboard
  app.get("/api/v2/campaign/:id/task", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    // The same list the new-tasks notification reads (services/campaign-tasks.ts).
    const tasks = (await campaignTasks(db, [campaign.id])).get(campaign.id) ?? [];
    return c.json({ response: { tasks } });
  });

  const zRange = z
    .object({ from: z.coerce.number().int().min(0), to: z.coerce.number().int().min(0) })
    .refine((r) => r.to >= r.from, { message: "validation.range", path: ["to"] });

  app.get("/api/v2/campaign/:id/metric/session", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const query = parse(
      zRange.and(
        z.object({
          type: z.enum(["visits", "unique_visits", "shares", "donations"]),
          format: z.enum(["day", "week", "month"]).default("day"),
        }),
      ),
      c.req.query(),
    );
    const step = query.format === "day" ? 86400 : query.format === "week" ? 7 * 86400 : 30 * 86400;
    const buckets = Math.min(400, Math.floor((query.to - query.from) / step) + 1);
    const points: { date: number; value: number }[] = [];
    for (let i = 0; i < buckets; i++) points.push({ date: query.from + i * step, value: 0 });
    if (query.type === "donations") {
      const rows = await db
        .selectFrom("donations")
        .select([
          sql<number>`floor((extract(epoch from created_at) - ${query.from}) / ${step})::int`.as(
            "b",
          ),
          sql<number>`count(*)::int`.as("n"),
        ])
        .where("campaign_id", "=", campaign.id)
        .where(
          sql<boolean>`created_at between to_timestamp(${query.from}) and to_timestamp(${query.to})`,
        )
        .groupBy("b")
        .execute();
      for (const r of rows) {
        const point = points[r.b];
        if (point) point.value += r.n;
      }
    } else {
      // Counted per UTC day (services/visits.ts): a day's count stands at its start, the first
      // day's at `from`, and falls in the bucket that time falls in, as a donation would.
      const days = await dailyStats(db, deps.visits, campaign.id, query, {
        unique: query.type === "unique_visits",
      });
      for (const [day, counts] of days) {
        const at = Math.max(dayStart(day), query.from);
        const point = points[Math.floor((at - query.from) / step)];
        if (point) point.value += counts[query.type];
      }
    }
    return c.json({ response: { type: query.type, format: query.format, points } });
  });

  app.get("/api/v2/campaign/:id/metrics", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const query = parse(zRange.and(z.object({ type: z.literal("date-range") })), c.req.query());
    const [donations, followers, days] = await Promise.all([
      db
        .selectFrom("donations")
        .select([
          sql<number>`count(*)::int`.as("n"),
          sql<number>`coalesce(sum(amount), 0)::bigint`.as("sum"),
        ])
        .where("campaign_id", "=", campaign.id)
        .where("payment_status", "=", "PROCESSED")
        .where(
          sql<boolean>`created_at between to_timestamp(${query.from}) and to_timestamp(${query.to})`,
        )
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("follows")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("campaign_id", "=", campaign.id)
        .where(
          sql<boolean>`created_at between to_timestamp(${query.from}) and to_timestamp(${query.to})`,
        )
        .executeTakeFirstOrThrow(),
      // The visits and shares of the days the range touches (campaign_daily_stats).
      dailyStats(db, deps.visits, campaign.id, query),
    ]);
    let visits = 0;
    let shares = 0;
    for (const counts of days.values()) {
      visits += counts.visits;
      shares += counts.shares;
    }
    const cur = await db
      .selectFrom("currencies")
      .select(["id", "abbreviation", "name"])
      .where("id", "=", campaign.currency_id)
      .executeTakeFirstOrThrow();
    return c.json({
      response: {
        from: query.from,
        to: query.to,
        visits,
        shares,
        followers: followers.n,
        donations_count: donations.n,
        donated_amount: Number(donations.sum),
        currency: cur,
      },
    });
  });
}
