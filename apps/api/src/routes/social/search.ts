import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { viewerId } from "../../http/request";
import { page, parse } from "../../lib/validate";
import { presentCampaigns } from "../../services/campaigns";
import { presentPosts } from "../../services/posts";
import { userSummaries } from "../../services/present";

const like = (words: string) => `%${words.trim().replace(/[%_\\]/g, "\\$&")}%`;

/** Search (both versions) and link previews. */
export function searchRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.get("/api/v2/search", async (c) => {
    const query = parse(
      z.object({
        words: z.string().trim().min(1, { error: "validation.required" }).max(200),
        filters: z.enum(["users", "campaigns", "users,campaigns"]).default("users,campaigns"),
      }),
      c.req.query(),
    );
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const pattern = like(query.words);
    const [users, campaigns] = await Promise.all([
      query.filters.includes("users")
        ? db
            .selectFrom("users")
            .select("id")
            .where((eb) => eb.or([eb("username", "ilike", pattern), eb("name", "ilike", pattern)]))
            .orderBy("id")
            .offset(offset)
            .limit(limit)
            .execute()
        : Promise.resolve([]),
      query.filters.includes("campaigns")
        ? db
            .selectFrom("campaigns")
            .selectAll()
            .where("deleted", "=", false)
            .where("active", "=", true)
            .where("name", "ilike", pattern)
            .orderBy("created_at", "desc")
            .offset(offset)
            .limit(limit)
            .execute()
        : Promise.resolve([]),
    ]);
    const summaries = await userSummaries(
      db,
      users.map((u) => u.id),
    );
    return c.json({
      results: {
        users: users.map((u) => summaries.get(u.id)).filter(Boolean),
        campaigns: await presentCampaigns(db, campaigns, viewerId(c)),
      },
    });
  });

  app.get("/api/v1/search", async (c) => {
    const query = parse(
      z.object({
        words: z.string().trim().min(1, { error: "validation.required" }).max(200),
        filter: z.literal("posts"),
      }),
      c.req.query(),
    );
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const pattern = like(query.words);
    const rows = await db
      .selectFrom("posts")
      .selectAll()
      .where("deleted", "=", false)
      .where((eb) => eb.or([eb("raw_content", "ilike", pattern), eb("title", "ilike", pattern)]))
      .orderBy("created_at", "desc")
      .offset(offset)
      .limit(limit)
      .execute();
    return c.json({ results: { posts: await presentPosts(db, rows, viewerId(c)) } });
  });

  // Link previews without fetching the internet (no server-side request forgery): our own
  // campaign links get their campaign's metadata, anything else only its URL.
  app.get("/api/v1/meta", async (c) => {
    const { url } = parse(z.object({ url: z.url({ error: "validation.invalid" }) }), c.req.query());
    const parsed = new URL(url);
    const match = parsed.pathname.match(/^\/campaign\/([^/]+)/);
    if (match?.[1]) {
      const campaign = await db
        .selectFrom("campaigns")
        .select(["name", "content", "slug"])
        .where("slug", "=", match[1])
        .where("deleted", "=", false)
        .executeTakeFirst();
      if (campaign) {
        const description = campaign.content
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 200);
        return c.json({
          response: {
            meta: { title: campaign.name, description },
            og: { title: campaign.name, description, url, site_name: "Causeway" },
          },
        });
      }
    }
    return c.json({ response: { meta: {}, og: { url } } });
  });
}
