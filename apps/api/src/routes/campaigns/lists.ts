import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { type Ctx, clientAddress, pathId, viewerId } from "../../http/request";
import { badRequest, notFound } from "../../lib/errors";
import { page, parse, zId } from "../../lib/validate";
import {
  type CampaignQuery,
  campaignsInFavour,
  categoriesPage,
  categoryIdBySlug,
  fetchCampaign,
  followersCount,
  listCampaigns,
  raised,
  trending,
} from "../../services/campaign-lists";

const zFetchQuery = z.object({
  slug: z.string().min(1).optional(),
  id: zId.optional(),
  image_order: z.enum(["main_first", "date_added"]).optional(),
});

/** The campaign lists, a campaign fetched by id or slug, and the categories. */
export function campaignListRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  const listing = async (
    c: Ctx,
    build: (q: CampaignQuery) => CampaignQuery,
    defaults = { limit: 8, max: 100 },
  ) => {
    const range = page(c.req.query(), defaults);
    return c.json({ response: await listCampaigns(db, build, range, viewerId(c)) });
  };

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
      else if (query.order_by === "followers_count") out = out.orderBy(followersCount, "desc");
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

  app.get("/api/v2/campaign-trending", (c) => listing(c, trending, { limit: 10, max: 50 }));

  app.get("/api/v2/campaign-trending/by-category", async (c) => {
    const query = parse(
      z.object({ category: z.string().optional(), disease_slug: z.string().optional() }),
      c.req.query(),
    );
    if (!query.category && !query.disease_slug)
      throw badRequest({ category: "validation.required" });
    const catId = (await categoryIdBySlug(db, query.disease_slug ?? query.category ?? "")) ?? -1;
    return listing(
      c,
      (q) =>
        trending(
          query.disease_slug
            ? q.where("campaigns.disease_id", "=", catId)
            : q.where("campaigns.category_id", "=", catId),
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
    const campaign = await fetchCampaign(db, query, viewer);
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
    return c.json({ response: { categories: await categoriesPage(db, offset, limit) } });
  });

  app.get("/api/v2/campaign/:id{[0-9]+}/campaigns-in-favour", async (c) => {
    const response = await campaignsInFavour(db, pathId(c, "id"), viewerId(c));
    if (!response) throw notFound();
    return c.json({ response });
  });
}
