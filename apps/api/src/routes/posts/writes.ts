import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import type { PostRow } from "../../db/schema";
import { ownedCampaign } from "../../http/ownership";
import { type Ctx, jsonBody, ok, pathId, requireAuth, viewerId } from "../../http/request";
import { parse, zId } from "../../lib/validate";
import { announce, onePost, postInput, zPost } from "../../services/post-rules";
import {
  attachPost,
  createPost,
  deletePost,
  editablePost,
  editPost,
} from "../../services/post-writes";

/** Writing posts: a new one, an edit, a deletion, attaching one to a campaign. */
export function postWriteRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;
  const one = (c: Ctx, row: PostRow) => onePost(db, row, viewerId(c));

  app.post("/api/v2/post", async (c) => {
    const { user } = requireAuth(c);
    const body = parse(zPost, postInput(await jsonBody(c)));
    const row = await createPost(db, user.id, body);
    announce(deps, row, "post-created");
    return c.json({ response: await one(c, row) }, 201);
  });

  app.put("/api/v2/post/:slug", async (c) => {
    const { user } = requireAuth(c);
    const row = await editablePost(db, user, c.req.param("slug"));
    const body = parse(zPost, postInput(await jsonBody(c)));
    const updated = await editPost(db, row, body);
    announce(deps, updated, "post-updated");
    return c.json({ response: await one(c, updated) });
  });

  app.delete("/api/v2/post/:slug", async (c) => {
    const { user } = requireAuth(c);
    const row = await editablePost(db, user, c.req.param("slug"));
    await deletePost(db, row);
    announce(deps, row, "post-deleted");
    return c.json(ok);
  });

  app.post("/api/v2/campaign/:id{[0-9]+}/post", async (c) => {
    const { user } = requireAuth(c);
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"));
    const { post_id } = parse(z.object({ post_id: zId }), await jsonBody(c));
    const updated = await attachPost(db, user.id, campaign, post_id);
    announce(deps, updated, "post-updated");
    return c.json({ response: await one(c, updated) });
  });
}
