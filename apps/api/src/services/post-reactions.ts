// What members do with a post (routes/posts/reactions.ts): karma (never to one's own post),
// bookmarks (a toggle), comments (plain text, oldest first; a reply to a comment of the same post).
import type { Q } from "../db/database";
import type { PostRow } from "../db/schema";
import { badRequest, forbidden } from "../lib/errors";
import { karmaState } from "./post-rules";
import { plainText } from "./sanitize";

type Paged = { offset: number; limit: number };

/**
 * `userId`'s karma given to the post (once), the post's karma after it, and whether it is new
 * (the author is told of new karma only).
 */
export async function giveKarma(db: Q, userId: number, row: PostRow) {
  // A user cannot give karma to their own post (000 §4).
  if (row.user_id === userId) throw forbidden("post.karma.own_post");
  const added = await db
    .insertInto("post_karma")
    .values({ post_id: row.id, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return {
    state: await karmaState(db, row.id, userId),
    added: Number(added.numInsertedOrUpdatedRows ?? 0) > 0,
  };
}

/** `userId`'s karma taken back, the post's karma after it, and whether there was any. */
export async function removeKarma(db: Q, userId: number, row: PostRow) {
  const removed = await db
    .deleteFrom("post_karma")
    .where("post_id", "=", row.id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    state: await karmaState(db, row.id, userId),
    removed: Number(removed.numDeletedRows) > 0,
  };
}

/** The bookmark removed if there was one, else added: whether it is there now. */
export async function toggleBookmark(db: Q, userId: number, postId: number) {
  const removed = await db
    .deleteFrom("post_bookmarks")
    .where("post_id", "=", postId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (removed.numDeletedRows) return false;
  await db
    .insertInto("post_bookmarks")
    .values({ post_id: postId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

/** A post's comments, oldest first. */
export function postComments(db: Q, postId: number, { offset, limit }: Paged) {
  return db
    .selectFrom("post_comments")
    .selectAll()
    .where("post_id", "=", postId)
    .orderBy("created_at")
    .orderBy("id")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** A new comment of `userId`: plain text, replying only to a comment of the same post. */
export async function addComment(
  db: Q,
  userId: number,
  row: PostRow,
  body: { content: string; parent_id?: number | null },
) {
  if (body.parent_id) {
    const parent = await db
      .selectFrom("post_comments")
      .select("post_id")
      .where("id", "=", body.parent_id)
      .executeTakeFirst();
    if (!parent || parent.post_id !== row.id) throw badRequest({ parent_id: "validation.invalid" });
  }
  // Comments are plain text: markup is dropped on the way in.
  const text = plainText(body.content);
  if (!text) throw badRequest({ content: "post.no_content" });
  return db
    .insertInto("post_comments")
    .values({ post_id: row.id, user_id: userId, parent_id: body.parent_id ?? null, content: text })
    .returningAll()
    .executeTakeFirstOrThrow();
}
