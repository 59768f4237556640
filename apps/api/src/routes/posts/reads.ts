import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { ReadCache } from "../../db/read-cache";
import type { PostRow } from "../../db/schema";
import { type Ctx, pathId, requireAuth, viewerId } from "../../http/request";
import { badRequest, notFound } from "../../lib/errors";
import { page, parse, zId } from "../../lib/validate";
import { campaignById } from "../../services/campaigns";
import { findPost, onePost, visiblePosts } from "../../services/post-rules";
import {
  type PostDetails,
  postDetails,
  presentComments,
  presentPostRows,
} from "../../services/posts";

/**
 * A member's feed pages, as answered (issue 12: the feed at the database's speed). An entry goes
 * the moment this process writes any table a page is read from (a post, a karma, a bookmark, a
 * comment, a report, a follow, an author's or a campaign's change) and after 5 s at most, the bound
 * on another server's write going unseen. Keyed by member, so is_karmed and is_bookmarked are
 * theirs.
 */
const feedPages = new ReadCache<string, unknown>({
  name: "feed",
  tables: [
    "posts",
    "follows",
    "post_karma",
    "post_bookmarks",
    "post_comments",
    "reports",
    "users",
    "media",
    "campaigns",
    "campaign_images",
  ],
  ttlMs: 5_000,
  max: 2_000,
});

/** The feeds and lists of posts, a member's comments, a post. */
export function postReadRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;
  const one = (c: Ctx, row: PostRow) => onePost(db, row, viewerId(c));
  const pageOf = (c: Ctx, rows: (PostRow & PostDetails)[]) =>
    c.json({ response: { posts: presentPostRows(rows, viewerId(c)) } });
  const visible = (c: Ctx) => visiblePosts(db, viewerId(c));

  app.get("/api/v2/campaign/feed", async (c) => {
    const { user } = requireAuth(c);
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const body = await feedPages.get(db, `${user.id}:${offset}:${limit}`, async () => {
      const rows = await visible(c)
        .where((eb) =>
          eb.or([
            eb("user_id", "=", user.id),
            eb(
              "campaign_id",
              "in",
              eb.selectFrom("follows").select("campaign_id").where("user_id", "=", user.id),
            ),
          ]),
        )
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .offset(offset)
        .limit(limit)
        .execute();
      return { response: { posts: presentPostRows(rows, user.id) } };
    });
    return c.json(body as { response: { posts: unknown[] } });
  });

  app.get("/api/v2/campaign/:id/posts", async (c) => {
    const campaign = await campaignById(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const rows = await visible(c)
      .where("campaign_id", "=", campaign.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .offset(offset)
      .limit(limit)
      .execute();
    return pageOf(c, rows);
  });

  app.get("/api/v2/user/:id/posts", async (c) => {
    const id = pathId(c, "id");
    if (!(await db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst()))
      throw notFound();
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    let q = visible(c).where("user_id", "=", id);
    if (viewerId(c) !== id) q = q.where("is_anonymous", "=", false);
    return pageOf(
      c,
      await q
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .offset(offset)
        .limit(limit)
        .execute(),
    );
  });

  app.get("/api/v2/user/:id/comments", async (c) => {
    const id = pathId(c, "id");
    if (!(await db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst()))
      throw notFound();
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const rows = await db
      .selectFrom("post_comments")
      .selectAll()
      .where("user_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .offset(offset)
      .limit(limit)
      .execute();
    return c.json({ response: { comments: await presentComments(db, rows) } });
  });

  app.get("/api/v2/post/bookmark", async (c) => {
    const { user } = requireAuth(c);
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const rows = await db
      .selectFrom("post_bookmarks")
      .innerJoin("posts", "posts.id", "post_bookmarks.post_id")
      .selectAll("posts")
      .select(postDetails(user.id))
      .where("post_bookmarks.user_id", "=", user.id)
      .where("posts.deleted", "=", false)
      .orderBy("post_bookmarks.created_at", "desc")
      .offset(offset)
      .limit(limit)
      .execute();
    return pageOf(c, rows);
  });

  app.get("/api/v2/post", async (c) => {
    const query = parse(
      z.object({
        id: zId.optional(),
        slug: z.string().min(1).optional(),
        comment_id: zId.optional(),
        reply_id: zId.optional(),
      }),
      c.req.query(),
    );
    if (!query.id && !query.slug) throw badRequest({ slug: "validation.required" });
    const row = await findPost(db, query.id ? String(query.id) : (query.slug ?? ""));
    return c.json({ response: await one(c, row) });
  });
}
