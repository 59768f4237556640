// The lists of posts (routes/posts/reads.ts): a member's feed, a campaign's and a member's posts,
// a member's comments and bookmarks, each a page, newest first; deleted posts are never listed.
import type { Q } from "../db/database";
import { visiblePosts } from "./post-rules";
import { postDetails } from "./posts";

type Paged = { offset: number; limit: number };

/** The member's feed: their own posts and those of the campaigns they follow. */
export function feedPosts(db: Q, userId: number, { offset, limit }: Paged) {
  return visiblePosts(db, userId)
    .where((eb) =>
      eb.or([
        eb("user_id", "=", userId),
        eb(
          "campaign_id",
          "in",
          eb.selectFrom("follows").select("campaign_id").where("user_id", "=", userId),
        ),
      ]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** A campaign's posts as `viewer` sees them. */
export function campaignPosts(
  db: Q,
  campaignId: number,
  viewer: number | null,
  { offset, limit }: Paged,
) {
  return visiblePosts(db, viewer)
    .where("campaign_id", "=", campaignId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** A member's posts as `viewer` sees them: their anonymous posts for themselves only. */
export function userPosts(db: Q, userId: number, viewer: number | null, { offset, limit }: Paged) {
  let q = visiblePosts(db, viewer).where("user_id", "=", userId);
  if (viewer !== userId) q = q.where("is_anonymous", "=", false);
  return q
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** A member's comments, newest first. */
export function userComments(db: Q, userId: number, { offset, limit }: Paged) {
  return db
    .selectFrom("post_comments")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The posts the member bookmarked (not deleted ones), the latest bookmark first. */
export function bookmarkedPosts(db: Q, userId: number, { offset, limit }: Paged) {
  return db
    .selectFrom("post_bookmarks")
    .innerJoin("posts", "posts.id", "post_bookmarks.post_id")
    .selectAll("posts")
    .select(postDetails(userId))
    .where("post_bookmarks.user_id", "=", userId)
    .where("posts.deleted", "=", false)
    .orderBy("post_bookmarks.created_at", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}
