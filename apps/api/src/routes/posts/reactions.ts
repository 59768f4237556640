import { commentPayloadSchema } from "@causeway/rules";
import type { Hono } from "hono";
import type { Deps, Env } from "../../context";
import { storeReport } from "../../http/report";
import { jsonBody, ok, requireAuth } from "../../http/request";
import { badRequest, forbidden } from "../../lib/errors";
import { page, parse } from "../../lib/validate";
import { findPost, karmaState } from "../../services/post-rules";
import { presentComments } from "../../services/posts";
import { plainText } from "../../services/sanitize";

/** What members do with a post: karma, bookmarks, reports, comments. */
export function postReactionRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.post("/api/v2/post/:slug/karma", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(db, c.req.param("slug"));
    // A user cannot give karma to their own post (000 §4).
    if (row.user_id === user.id) throw forbidden("post.karma.own_post");
    await db
      .insertInto("post_karma")
      .values({ post_id: row.id, user_id: user.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const state = await karmaState(db, row.id, user.id);
    deps.realtime.toUser(row.user_id, "given-karma", { postID: row.id, karma: state.karma });
    deps.realtime.broadcast("post-karma-given", { postID: row.id, karma: state.karma });
    return c.json({ response: state });
  });

  app.delete("/api/v2/post/:slug/karma", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(db, c.req.param("slug"));
    await db
      .deleteFrom("post_karma")
      .where("post_id", "=", row.id)
      .where("user_id", "=", user.id)
      .execute();
    const state = await karmaState(db, row.id, user.id);
    deps.realtime.toUser(row.user_id, "removed-karma", { postID: row.id, karma: state.karma });
    deps.realtime.broadcast("post-karma-removed", { postID: row.id, karma: state.karma });
    return c.json({ response: state });
  });

  app.post("/api/v2/post/:slug/bookmark", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(db, c.req.param("slug"));
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
    const row = await findPost(db, c.req.param("slug"));
    await storeReport(c, deps, "post", { id: row.id, ownerId: row.user_id });
    return c.json(ok);
  });

  app.get("/api/v2/post/:slug/comments", async (c) => {
    const row = await findPost(db, c.req.param("slug"));
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
    const row = await findPost(db, c.req.param("slug"));
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
