import { sql } from "kysely";
import type { Q } from "../db/database";
import type { PostRow } from "../db/schema";
import {
  BOOKMARKS,
  COMMENTS,
  campaignCoverKey,
  countOf,
  KARMA,
  markedBy,
  mediaPath,
  presentUserJson,
  reportsOf,
  type UserJson,
  userJson,
} from "./page-marks";
import { unix } from "./present";

interface PostImageJson {
  id: number;
  key: string;
  width: number | null;
  height: number | null;
}

/**
 * What a post is presented with, as correlated subqueries on `posts` (see page-marks.ts): select
 * them beside the page's own columns (one statement for the page and all it relates to), or by
 * the page's ids (presentPosts).
 */
export function postDetails(viewerId: number | null) {
  return [
    userJson(sql`posts.user_id`).as("d_author"),
    sql<PostImageJson[]>`(select coalesce(json_agg(json_build_object('id', pm.id,
        'key', pm.storage_key, 'width', pm.width, 'height', pm.height)), '[]'::json)
      from media pm where pm.id = any(posts.image_ids))`.as("d_images"),
    countOf(KARMA, sql`posts.id`).as("d_karma"),
    markedBy(KARMA, sql`posts.id`, viewerId).as("d_karmed"),
    markedBy(BOOKMARKS, sql`posts.id`, viewerId).as("d_bookmarked"),
    markedBy(reportsOf("post"), sql`posts.id`, viewerId).as("d_reported"),
    countOf(COMMENTS, sql`posts.id`).as("d_comments"),
    sql<{ id: number; name: string; slug: string; cover_key: string | null } | null>`(
      select json_build_object('id', pc.id, 'name', pc.name, 'slug', pc.slug,
        'cover_key', ${campaignCoverKey(sql`pc.id`)})
      from campaigns pc where pc.id = posts.campaign_id)`.as("d_campaign"),
  ] as const;
}

export interface PostDetails {
  d_author: UserJson | null;
  d_images: PostImageJson[];
  d_karma: number;
  d_karmed: boolean;
  d_bookmarked: boolean;
  d_reported: boolean;
  d_comments: number;
  d_campaign: { id: number; name: string; slug: string; cover_key: string | null } | null;
}

/** The posts of a page, presented with ONE query for everything related (see page-marks.ts). */
export async function presentPosts(q: Q, rows: PostRow[], viewerId: number | null) {
  if (!rows.length) return [];
  const details = await q
    .selectFrom("posts")
    .where(
      "posts.id",
      "in",
      rows.map((r) => r.id),
    )
    .select("posts.id")
    .select(postDetails(viewerId))
    .execute();
  const byId = new Map(details.map((d) => [d.id, d]));
  return rows.map((r) => {
    const d = byId.get(r.id);
    return presentPost(r, d, viewerId);
  });
}

/** A page read with its details (`postDetails` selected beside its columns). */
export function presentPostRows(rows: (PostRow & PostDetails)[], viewerId: number | null) {
  return rows.map((r) => presentPost(r, r, viewerId));
}

function presentPost(r: PostRow, d: PostDetails | undefined, viewerId: number | null) {
  const campaign = d?.d_campaign ?? undefined;
  const author = d?.d_author ? presentUserJson(d.d_author) : undefined;
  const media = new Map((d?.d_images ?? []).map((m) => [m.id, m]));
  return {
    id: r.id,
    slug: r.slug,
    url: campaign ? `/campaign/${campaign.slug}/${r.slug}` : `/${author?.username ?? ""}`,
    title: r.title,
    content: r.content,
    raw_content: r.raw_content,
    date_added: unix(r.created_at),
    edited: r.edited,
    // An anonymous post hides its author from everyone but the author.
    user: r.is_anonymous && viewerId !== r.user_id ? null : (author ?? null),
    image: r.image_ids
      .filter((id) => media.has(id))
      .map((id) => {
        const m = media.get(id);
        return {
          id,
          compressed: {
            path: m ? mediaPath(m.key) : "",
            width: m?.width ?? 1,
            height: m?.height ?? 1,
          },
        };
      }),
    karma: d?.d_karma ?? 0,
    is_karmed: d?.d_karmed ?? false,
    is_bookmarked: d?.d_bookmarked ?? false,
    is_reported: d?.d_reported ?? false,
    is_anonymous: r.is_anonymous,
    comments: d?.d_comments ?? 0,
    campaign: campaign
      ? {
          id: campaign.id,
          name: campaign.name,
          url: campaign.slug,
          cover: campaign.cover_key ? { square: { path: mediaPath(campaign.cover_key) } } : null,
        }
      : null,
  };
}

interface CommentRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  user_id: number;
  content: string;
  created_at: Date | string;
}

/** The comments of a page with their authors, read in ONE query. */
export async function presentComments(q: Q, rows: CommentRow[]) {
  if (!rows.length) return [];
  const authors = await q
    .selectFrom("post_comments")
    .where(
      "post_comments.id",
      "in",
      rows.map((r) => r.id),
    )
    .select(["post_comments.id", userJson(sql`post_comments.user_id`).as("author")])
    .execute();
  const byId = new Map(authors.map((a) => [a.id, a.author]));
  return rows.map((r) => {
    const author = byId.get(r.id);
    return {
      id: r.id,
      post_id: r.post_id,
      parent_id: r.parent_id,
      content: r.content,
      user: author
        ? presentUserJson(author)
        : { id: r.user_id, username: "unknown", name: "unknown", avatar: null },
      date_added: unix(r.created_at),
    };
  });
}
