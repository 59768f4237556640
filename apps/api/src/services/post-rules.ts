// What the post operations share: the payload's rules (a one-line plain-text title, content with
// text or an image, the author's own public images, the author's own campaign), a post by id or
// slug, the visible posts with all they are presented with, karma counts, and the announcements.
import { hasPostContent, htmlToText, POST_MESSAGE, postPayloadSchema } from "@causeway/rules";
import { sql } from "kysely";
import { z } from "zod";
import type { Deps } from "../context";
import type { Q } from "../db/database";
import type { PostRow } from "../db/schema";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { rowIdOf, zId } from "../lib/validate";
import { campaignById } from "./campaigns";
import { postDetails, presentPosts } from "./posts";
import { plainText, sanitizeHtml } from "./sanitize";

// The post payload rules of the forms (PostPayload: one-line title up to 150, content with text or
// an image), plus the campaign the post is attached to. The title is plain text: markup is taken
// out (as the creator's title box does with a paste), but a title over 150 characters or of more
// than one line is refused, never cut or joined unseen.
export const zPost = z.object({
  ...postPayloadSchema.shape,
  campaign_id: zId.nullable().optional(),
});

/** The title as the schema reads it: markup of one line taken out, empty as none. */
export function postInput(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  const { title } = body as { title?: unknown };
  if (typeof title !== "string") return body;
  // Two lines stay two lines, for the schema to refuse; markup of one line is taken out.
  const clean = (/[\r\n]/.test(title) ? title : htmlToText(title)).trim();
  return { ...body, title: clean === "" ? null : clean };
}

/** By numeric id or slug; deleted posts are gone. */
export async function findPost(db: Q, key: string) {
  const id = rowIdOf(key);
  const row = await db
    .selectFrom("posts")
    .selectAll()
    .where((eb) => (id === null ? eb("slug", "=", key) : eb("id", "=", id)))
    .where("deleted", "=", false)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The post presented for `viewer`. */
export const onePost = async (db: Q, row: PostRow, viewer: number | null) =>
  (await presentPosts(db, [row], viewer))[0];

/** The visible posts with all they are presented with: a page is one statement. */
export const visiblePosts = (db: Q, viewer: number | null) =>
  db.selectFrom("posts").selectAll().select(postDetails(viewer)).where("deleted", "=", false);

/** Post images are the author's (or shared) public images. */
export async function checkImages(db: Q, userId: number, ids: number[]) {
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
}

/** The campaign a post is attached to: the author's own. */
export async function checkCampaign(db: Q, userId: number, campaignId: number | null | undefined) {
  if (!campaignId) return null;
  const campaign = await campaignById(db, campaignId);
  if (!campaign) throw badRequest({ campaign_id: "choose.campaign.required" });
  if (campaign.created_by !== userId) throw forbidden();
  return campaign;
}

/** The content as stored (sanitised) and its plain text; refused when sanitising left nothing. */
export function cleanContent(html: string) {
  const content = sanitizeHtml(html);
  const raw = plainText(content);
  // Sanitising may leave nothing: the content rule again, on what is stored.
  if (!hasPostContent(content)) throw badRequest({ content: POST_MESSAGE.noContent });
  return { content, raw };
}

/** The post's karma and whether `userId` gave some. */
export async function karmaState(db: Q, postId: number, userId: number) {
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
}

/** post created/updated/deleted to everyone; receive-post to the author and the campaign's followers. */
export function announce(
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
