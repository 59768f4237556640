import { slugify } from "@causeway/rules";
// Writing posts (routes/posts/writes.ts): a new one, an edit, a deletion, attaching one to a
// campaign. Who may: the author, or staff for an edit and a deletion; only the author attaches
// their post, to their own campaign.
import type { z } from "zod";
import { isAdmin } from "../context";
import type { Q } from "../db/database";
import type { CampaignRow, PostRow, UserRow } from "../db/schema";
import { forbidden } from "../lib/errors";
import { randomToken } from "../lib/security";
import { checkCampaign, checkImages, cleanContent, findPost, type zPost } from "./post-rules";

type PostInput = z.infer<typeof zPost>;

/** The post by id or slug, if `user` may change it: their own, or any for staff (else 403). */
export async function editablePost(db: Q, user: Pick<UserRow, "id" | "roles">, key: string) {
  const row = await findPost(db, key);
  if (row.user_id !== user.id && !isAdmin(user)) throw forbidden();
  return row;
}

/** A new post of `userId`: its content sanitised, its images and campaign the author's own. */
export async function createPost(db: Q, userId: number, body: PostInput) {
  const { content, raw } = cleanContent(body.content);
  await checkImages(db, userId, body.image_ids);
  const campaign = await checkCampaign(db, userId, body.campaign_id);
  const base = slugify(body.title ?? raw.slice(0, 40)) || "post";
  return db
    .insertInto("posts")
    .values({
      slug: `${base}-${randomToken(3)}`,
      user_id: userId,
      campaign_id: campaign?.id ?? null,
      title: body.title,
      content,
      raw_content: raw,
      is_anonymous: body.is_anonymous,
      image_ids: body.image_ids,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The post edited (marked so); its images are still its author's. */
export async function editPost(db: Q, row: PostRow, body: PostInput) {
  const { content, raw } = cleanContent(body.content);
  await checkImages(db, row.user_id, body.image_ids);
  return db
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
}

/** The post deleted (kept, marked). */
export async function deletePost(db: Q, row: PostRow) {
  await db.updateTable("posts").set({ deleted: true }).where("id", "=", row.id).execute();
}

/** The post `userId` wrote attached to their campaign (403 for another's post). */
export async function attachPost(db: Q, userId: number, campaign: CampaignRow, postId: number) {
  const row = await findPost(db, String(postId));
  if (row.user_id !== userId) throw forbidden();
  return db
    .updateTable("posts")
    .set({ campaign_id: campaign.id })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
