import {
  commentPayloadSchema,
  hasPostContent,
  htmlToText,
  POST_MESSAGE,
  postPayloadSchema,
} from "@causeway/forms/rules";
import type { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../context";
import { ReadCache } from "../db/read-cache";
import type { PostRow } from "../db/schema";
import { storeReport } from "../http/report";
import { type Ctx, jsonBody, ok, pathId, requireAuth, viewerId } from "../http/request";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { randomToken } from "../lib/security";
import { page, parse, rowIdOf, zId } from "../lib/validate";
import { campaignById, slugify } from "../services/campaigns";
import {
  type PostDetails,
  postDetails,
  presentComments,
  presentPostRows,
  presentPosts,
} from "../services/posts";
import { plainText, sanitizeHtml } from "../services/sanitize";

// The post payload rules of the forms (PostPayload: one-line title up to 150, content with text or
// an image), plus the campaign the post is attached to. The title is plain text: markup is taken
// out (as the creator's title box does with a paste), but a title over 150 characters or of more
// than one line is refused, never cut or joined unseen.
const zPost = z.object({ ...postPayloadSchema.shape, campaign_id: zId.nullable().optional() });

function postInput(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  const { title } = body as { title?: unknown };
  if (typeof title !== "string") return body;
  // Two lines stay two lines, for the schema to refuse; markup of one line is taken out.
  const clean = (/[\r\n]/.test(title) ? title : htmlToText(title)).trim();
  return { ...body, title: clean === "" ? null : clean };
}

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

export function postRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  /** By numeric id or slug; deleted posts are gone. */
  const findPost = async (key: string) => {
    const id = rowIdOf(key);
    const row = await db
      .selectFrom("posts")
      .selectAll()
      .where((eb) => (id === null ? eb("slug", "=", key) : eb("id", "=", id)))
      .where("deleted", "=", false)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  const one = async (c: Ctx, row: PostRow) => (await presentPosts(db, [row], viewerId(c)))[0];
  const pageOf = (c: Ctx, rows: (PostRow & PostDetails)[]) =>
    c.json({ response: { posts: presentPostRows(rows, viewerId(c)) } });
  /** The visible posts with all they are presented with: a page is one statement. */
  const visible = (c: Ctx) =>
    db
      .selectFrom("posts")
      .selectAll()
      .select(postDetails(viewerId(c)))
      .where("deleted", "=", false);

  const checkImages = async (userId: number, ids: number[]) => {
    if (!ids.length) return;
    const rows = await db
      .selectFrom("media")
      .select(["id", "owner_id", "kind", "private"])
      .where("id", "in", ids)
      .execute();
    // Post images are public: an image uploaded as a private document is not one of them.
    if (
      rows.filter(
        (m) => m.kind === "image" && !m.private && (m.owner_id === userId || m.owner_id === null),
      ).length !== new Set(ids).size
    )
      throw badRequest({ image_ids: "post.load_images_success" });
  };

  const checkCampaign = async (userId: number, campaignId: number | null | undefined) => {
    if (!campaignId) return null;
    const campaign = await campaignById(db, campaignId);
    if (!campaign) throw badRequest({ campaign_id: "choose.campaign.required" });
    if (campaign.created_by !== userId) throw forbidden();
    return campaign;
  };

  const cleanContent = (html: string) => {
    const content = sanitizeHtml(html);
    const raw = plainText(content);
    // Sanitising may leave nothing: the content rule again, on what is stored.
    if (!hasPostContent(content)) throw badRequest({ content: POST_MESSAGE.noContent });
    return { content, raw };
  };

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
    const row = await findPost(query.id ? String(query.id) : (query.slug ?? ""));
    return c.json({ response: await one(c, row) });
  });

  app.post("/api/v2/post", async (c) => {
    const { user } = requireAuth(c);
    const body = parse(zPost, postInput(await jsonBody(c)));
    const { content, raw } = cleanContent(body.content);
    await checkImages(user.id, body.image_ids);
    const campaign = await checkCampaign(user.id, body.campaign_id);
    const base = slugify(body.title ?? raw.slice(0, 40)) || "post";
    const row = await db
      .insertInto("posts")
      .values({
        slug: `${base}-${randomToken(3)}`,
        user_id: user.id,
        campaign_id: campaign?.id ?? null,
        title: body.title,
        content,
        raw_content: raw,
        is_anonymous: body.is_anonymous,
        image_ids: body.image_ids,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    announce(deps, row, "post-created");
    return c.json({ response: await one(c, row) }, 201);
  });

  app.put("/api/v2/post/:slug", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(c.req.param("slug"));
    if (row.user_id !== user.id && !isAdmin(user)) throw forbidden();
    const body = parse(zPost, postInput(await jsonBody(c)));
    const { content, raw } = cleanContent(body.content);
    await checkImages(row.user_id, body.image_ids);
    const updated = await db
      .updateTable("posts")
      .set({
        title: body.title,
        content,
        raw_content: raw,
        is_anonymous: body.is_anonymous,
        image_ids: body.image_ids,
        edited: true,
      })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    announce(deps, updated, "post-updated");
    return c.json({ response: await one(c, updated) });
  });

  app.delete("/api/v2/post/:slug", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(c.req.param("slug"));
    if (row.user_id !== user.id && !isAdmin(user)) throw forbidden();
    await db.updateTable("posts").set({ deleted: true }).where("id", "=", row.id).execute();
    announce(deps, row, "post-deleted");
    return c.json(ok);
  });

  app.post("/api/v2/campaign/:id/post", async (c) => {
    const { user } = requireAuth(c);
    const campaign = await campaignById(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    if (campaign.created_by !== user.id) throw forbidden();
    const { post_id } = parse(z.object({ post_id: zId }), await jsonBody(c));
    const row = await findPost(String(post_id));
    if (row.user_id !== user.id) throw forbidden();
    const updated = await db
      .updateTable("posts")
      .set({ campaign_id: campaign.id })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    announce(deps, updated, "post-updated");
    return c.json({ response: await one(c, updated) });
  });

  const karmaState = async (postId: number, userId: number) => {
    const [count, mine] = await Promise.all([
      db
        .selectFrom("post_karma")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("post_id", "=", postId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("post_karma")
        .select("user_id")
        .where("post_id", "=", postId)
        .where("user_id", "=", userId)
        .executeTakeFirst(),
    ]);
    return { karma: count.n, is_karmed: !!mine };
  };

  app.post("/api/v2/post/:slug/karma", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(c.req.param("slug"));
    // A user cannot give karma to their own post (000 §4).
    if (row.user_id === user.id) throw forbidden("post.karma.own_post");
    await db
      .insertInto("post_karma")
      .values({ post_id: row.id, user_id: user.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const state = await karmaState(row.id, user.id);
    deps.realtime.toUser(row.user_id, "given-karma", { postID: row.id, karma: state.karma });
    deps.realtime.broadcast("post-karma-given", { postID: row.id, karma: state.karma });
    return c.json({ response: state });
  });

  app.delete("/api/v2/post/:slug/karma", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(c.req.param("slug"));
    await db
      .deleteFrom("post_karma")
      .where("post_id", "=", row.id)
      .where("user_id", "=", user.id)
      .execute();
    const state = await karmaState(row.id, user.id);
    deps.realtime.toUser(row.user_id, "removed-karma", { postID: row.id, karma: state.karma });
    deps.realtime.broadcast("post-karma-removed", { postID: row.id, karma: state.karma });
    return c.json({ response: state });
  });

  app.post("/api/v2/post/:slug/bookmark", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(c.req.param("slug"));
    const removed = await db
      .deleteFrom("post_bookmarks")
      .where("post_id", "=", row.id)
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (removed.numDeletedRows) return c.json({ response: { added: false } });
    await db
      .insertInto("post_bookmarks")
      .values({ post_id: row.id, user_id: user.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return c.json({ response: { added: true } });
  });

  app.post("/api/v2/post/:slug/report", async (c) => {
    const row = await findPost(c.req.param("slug"));
    await storeReport(c, deps, "post", { id: row.id, ownerId: row.user_id });
    return c.json(ok);
  });

  app.get("/api/v2/post/:slug/comments", async (c) => {
    const row = await findPost(c.req.param("slug"));
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const rows = await db
      .selectFrom("post_comments")
      .selectAll()
      .where("post_id", "=", row.id)
      .orderBy("created_at")
      .orderBy("id")
      .offset(offset)
      .limit(limit)
      .execute();
    return c.json({ response: { comments: await presentComments(db, rows) } });
  });

  app.post("/api/v2/post/:slug/comments", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(c.req.param("slug"));
    const body = parse(commentPayloadSchema, await jsonBody(c));
    if (body.parent_id) {
      const parent = await db
        .selectFrom("post_comments")
        .select("post_id")
        .where("id", "=", body.parent_id)
        .executeTakeFirst();
      if (!parent || parent.post_id !== row.id)
        throw badRequest({ parent_id: "validation.invalid" });
    }
    // Comments are plain text: markup is dropped on the way in.
    const text = plainText(body.content);
    if (!text) throw badRequest({ content: "post.no_content" });
    const comment = await db
      .insertInto("post_comments")
      .values({
        post_id: row.id,
        user_id: user.id,
        parent_id: body.parent_id ?? null,
        content: text,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const [presented] = await presentComments(db, [comment]);
    return c.json({ response: presented }, 201);
  });
}

/** post created/updated/deleted to everyone; receive-post to the author and the campaign's followers. */
function announce(
  deps: Deps,
  row: PostRow,
  event: "post-created" | "post-updated" | "post-deleted",
) {
  deps.realtime.broadcast(event, { postID: row.id });
  if (event !== "post-created") return;
  deps.realtime.toUser(row.user_id, "receive-post", { postID: row.id });
  if (!row.campaign_id) return;
  void deps.db
    .selectFrom("follows")
    .select("user_id")
    .where("campaign_id", "=", row.campaign_id)
    .execute()
    .then((rows) => {
      for (const f of rows)
        if (f.user_id !== row.user_id)
          deps.realtime.toUser(f.user_id, "receive-post", { postID: row.id });
    })
    .catch((error: unknown) => deps.log.warn("receive-post fan-out failed", { error }));
}
