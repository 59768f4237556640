import { commentPayloadSchema } from "@causeway/rules";
import type { Hono } from "hono";
import type { Deps, Env } from "../../context";
import { storeReport } from "../../http/report";
import { jsonBody, ok, requireAuth } from "../../http/request";
import { page, parse } from "../../lib/validate";
import { leaveGroup, tellPostAuthor } from "../../services/notify-groups";
import {
  addComment,
  giveKarma,
  postComments,
  removeKarma,
  toggleBookmark,
} from "../../services/post-reactions";
import { findPost } from "../../services/post-rules";
import { presentComments } from "../../services/posts";

/** What members do with a post: karma, bookmarks, reports, comments. */
export function postReactionRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.post("/api/v2/post/:slug/karma", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(db, c.req.param("slug"));
    const { state, added } = await giveKarma(db, user.id, row);
    deps.realtime.toUser(row.user_id, "given-karma", { postID: row.id, karma: state.karma });
    deps.realtime.broadcast("post-karma-given", { postID: row.id, karma: state.karma });
    // The author hears of it, grouped with the post's other new karma.
    if (added) (await tellPostAuthor(db, row, "POST_KARMA", user.id))?.(deps.realtime);
    return c.json({ response: state });
  });

  app.delete("/api/v2/post/:slug/karma", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(db, c.req.param("slug"));
    const { state, removed } = await removeKarma(db, user.id, row);
    deps.realtime.toUser(row.user_id, "removed-karma", { postID: row.id, karma: state.karma });
    deps.realtime.broadcast("post-karma-removed", { postID: row.id, karma: state.karma });
    if (removed)
      (
        await leaveGroup(
          db,
          { recipientId: row.user_id, type: "POST_KARMA", targetId: row.id },
          user.id,
        )
      )?.(deps.realtime);
    return c.json({ response: state });
  });

  app.post("/api/v2/post/:slug/bookmark", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(db, c.req.param("slug"));
    return c.json({ response: { added: await toggleBookmark(db, user.id, row.id) } });
  });

  app.post("/api/v2/post/:slug/report", async (c) => {
    const row = await findPost(db, c.req.param("slug"));
    await storeReport(c, deps, "post", { id: row.id, ownerId: row.user_id });
    return c.json(ok);
  });

  app.get("/api/v2/post/:slug/comments", async (c) => {
    const row = await findPost(db, c.req.param("slug"));
    const rows = await postComments(db, row.id, page(c.req.query(), { limit: 8 }));
    return c.json({ response: { comments: await presentComments(db, rows) } });
  });

  app.post("/api/v2/post/:slug/comments", async (c) => {
    const { user } = requireAuth(c);
    const row = await findPost(db, c.req.param("slug"));
    const body = parse(commentPayloadSchema, await jsonBody(c));
    const comment = await addComment(db, user.id, row, body);
    (await tellPostAuthor(db, row, "POST_COMMENTED", user.id))?.(deps.realtime);
    const [presented] = await presentComments(db, [comment]);
    return c.json({ response: presented }, 201);
  });
}
