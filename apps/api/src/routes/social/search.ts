import { SEARCH_WORDS_MAX, searchWords } from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { viewerId } from "../../http/request";
import { page, parse } from "../../lib/validate";
import { presentCampaigns } from "../../services/campaigns";
import { presentPosts } from "../../services/posts";
import { userSummaries } from "../../services/present";
import { linkPreview, searchCampaigns, searchPosts, searchUsers } from "../../services/search";

/**
 * The words of `?words=`: at least one, at most SEARCH_WORDS_MAX characters once its white space is
 * one space a gap (searchWords: "maria  petrova" is "maria" and "petrova").
 */
const zWords = z
  .string()
  .transform(searchWords)
  .pipe(
    z
      .array(z.string())
      .min(1, { error: "validation.required" })
      .refine((words) => words.join(" ").length <= SEARCH_WORDS_MAX, {
        error: "validation.invalid",
      }),
  );

/** Search (both versions) and link previews. */
export function searchRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.get("/api/v2/search", async (c) => {
    const query = parse(
      z.object({
        words: zWords,
        filters: z.enum(["users", "campaigns", "users,campaigns"]).default("users,campaigns"),
      }),
      c.req.query(),
    );
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const [users, campaigns] = await Promise.all([
      query.filters.includes("users")
        ? searchUsers(db, query.words, { offset, limit })
        : Promise.resolve([]),
      query.filters.includes("campaigns")
        ? searchCampaigns(db, query.words, { offset, limit })
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
        words: zWords,
        filter: z.literal("posts"),
      }),
      c.req.query(),
    );
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const rows = await searchPosts(db, query.words, { offset, limit });
    return c.json({ results: { posts: await presentPosts(db, rows, viewerId(c)) } });
  });

  // Link previews: our own campaign links get their campaign's metadata, others only their URL.
  app.get("/api/v1/meta", async (c) => {
    const { url } = parse(z.object({ url: z.url({ error: "validation.invalid" }) }), c.req.query());
    return c.json({ response: await linkPreview(db, url) });
  });
}
