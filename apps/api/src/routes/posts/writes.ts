import type { Hono } from "hono";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../../context";
import type { PostRow } from "../../db/schema";
import { type Ctx, jsonBody, ok, pathId, requireAuth, viewerId } from "../../http/request";
import { forbidden, notFound } from "../../lib/errors";
import { randomToken } from "../../lib/security";
import { parse, zId } from "../../lib/validate";
import { campaignById, slugify } from "../../services/campaigns";
import {
  announce,
  checkCampaign,
  checkImages,
  cleanContent,
  findPost,
  onePost,
  postInput,
  zPost,
} from "../../services/post-rules";

/** Writing posts: a new one, an edit, a deletion, attaching one to a campaign. */
export function postWriteRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;
  const one = (c: Ctx, row: PostRow) => onePost(db, row, viewerId(c));

  app.post("/api/v2/post", async (c) => {
    const { user } = requireAuth(c);
    const body = parse(zPost, postInput(await jsonBody(c)));
    const { content, raw } = cleanContent(body.content);
    await checkImages(db, user.id, body.image_ids);
    const campaign = await checkCampaign(db, user.id, body.campaign_id);
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
    const row = await findPost(db, c.req.param("slug"));
    if (row.user_id !== user.id && !isAdmin(user)) throw forbidden();
    const body = parse(zPost, postInput(await jsonBody(c)));
    const { content, raw } = cleanContent(body.content);
    await checkImages(db, row.user_id, body.image_ids);
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
    const row = await findPost(db, c.req.param("slug"));
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
    const row = await findPost(db, String(post_id));
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
}
