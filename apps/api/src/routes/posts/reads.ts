import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { ReadCache } from "../../db/read-cache";
import type { PostRow } from "../../db/schema";
import { type Ctx, pathId, requireAuth, viewerId } from "../../http/request";
import { badRequest, notFound } from "../../lib/errors";
import { page, parse, zId } from "../../lib/validate";
import { campaignById } from "../../services/campaigns";
import {
  bookmarkedPosts,
  campaignPosts,
  feedPosts,
  userComments,
  userPosts,
} from "../../services/post-reads";
import { findPost, onePost } from "../../services/post-rules";
import { type PostDetails, presentComments, presentPostRows } from "../../services/posts";
import { userExists } from "../../services/user-lookups";

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

  app.get("/api/v2/campaign/feed", async (c) => {
    const { user } = requireAuth(c);
    const paged = page(c.req.query(), { limit: 8 });
    const body = await feedPages.get(db, `${user.id}:${paged.offset}:${paged.limit}`, async () => ({
      response: { posts: presentPostRows(await feedPosts(db, user.id, paged), user.id) },
    }));
    return c.json(body as { response: { posts: unknown[] } });
  });

  app.get("/api/v2/campaign/:id{[0-9]+}/posts", async (c) => {
    const campaign = await campaignById(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    const paged = page(c.req.query(), { limit: 8 });
    return pageOf(c, await campaignPosts(db, campaign.id, viewerId(c), paged));
  });

  app.get("/api/v2/user/:id{[0-9]+}/posts", async (c) => {
    const id = pathId(c, "id");
    if (!(await userExists(db, id))) throw notFound();
    const paged = page(c.req.query(), { limit: 8 });
    return pageOf(c, await userPosts(db, id, viewerId(c), paged));
  });

  app.get("/api/v2/user/:id{[0-9]+}/comments", async (c) => {
    const id = pathId(c, "id");
    if (!(await userExists(db, id))) throw notFound();
    const rows = await userComments(db, id, page(c.req.query(), { limit: 8 }));
    return c.json({ response: { comments: await presentComments(db, rows) } });
  });

  app.get("/api/v2/post/bookmark", async (c) => {
    const { user } = requireAuth(c);
    return pageOf(c, await bookmarkedPosts(db, user.id, page(c.req.query(), { limit: 8 })));
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
