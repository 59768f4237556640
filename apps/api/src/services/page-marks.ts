// What the presenters of a page (campaigns, posts, withdrawals) read per item, as correlated
// subqueries of ONE query per page: a count per item (followers, karma, comments), whether the
// viewer has marked it (followed, karma given, bookmarked, reported), and the small JSON shapes
// of related rows (a user summary, a campaign's images). Never one query per row.
import { type Expression, type RawBuilder, sql } from "kysely";

/** An SQL expression of the outer query, e.g. sql`posts.id` (a column of the row presented). */
type Ref = Expression<unknown>;

/** Where an upload is served. */
export const mediaPath = (storageKey: string) => `/media/${storageKey}`;

/** A table holding one row per (item, user): the item column and the user column. */
export interface MarkSource {
  table: "follows" | "post_karma" | "post_bookmarks" | "post_comments" | "reports";
  item: "campaign_id" | "post_id" | "item_id";
  user: "user_id" | "reporter_id";
  /** Reports: the kind of item reported. */
  itemType?: "campaign" | "post";
}

export const FOLLOWS: MarkSource = { table: "follows", item: "campaign_id", user: "user_id" };
export const KARMA: MarkSource = { table: "post_karma", item: "post_id", user: "user_id" };
export const BOOKMARKS: MarkSource = { table: "post_bookmarks", item: "post_id", user: "user_id" };
export const COMMENTS: MarkSource = { table: "post_comments", item: "post_id", user: "user_id" };
export const reportsOf = (itemType: "campaign" | "post"): MarkSource => ({
  table: "reports",
  item: "item_id",
  user: "reporter_id",
  itemType,
});

const itemTypeFilter = (source: MarkSource) =>
  source.itemType ? sql`and m.item_type = ${source.itemType}` : sql``;

/** The rows of `source` for the item `itemRef`. */
export function countOf(source: MarkSource, itemRef: Ref): RawBuilder<number> {
  return sql<number>`(select count(*)::int from ${sql.table(source.table)} m
    where ${sql.ref(`m.${source.item}`)} = ${itemRef} ${itemTypeFilter(source)})`;
}

/** Whether the viewer has a row of `source` for the item; false for a guest. */
export function markedBy(
  source: MarkSource,
  itemRef: Ref,
  viewerId: number | null,
): RawBuilder<boolean> {
  if (!viewerId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${sql.table(source.table)} m
    where ${sql.ref(`m.${source.item}`)} = ${itemRef}
      and ${sql.ref(`m.${source.user}`)} = ${viewerId} ${itemTypeFilter(source)})`;
}

/** A user as the presenters' summaries need it (the avatar's storage key, if its media exists). */
export interface UserJson {
  id: number;
  username: string;
  name: string;
  avatar_key: string | null;
  default_avatar_color: string;
  type: "personal" | "business";
}

/** The user `userRef` points at, as JSON (null when missing). */
export function userJson(userRef: Ref): RawBuilder<UserJson | null> {
  // The avatar by its key (a join let the planner hash the whole media table per user).
  return sql<UserJson | null>`(select json_build_object('id', u.id, 'username', u.username,
    'name', u.name,
    'avatar_key', (select av.storage_key from media av where av.id = u.avatar_media_id),
    'default_avatar_color', u.default_avatar_color, 'type', u.type)
    from users u
    where u.id = ${userRef})`;
}

export function presentUserJson(u: UserJson) {
  return {
    id: u.id,
    username: u.username,
    name: u.name || u.username,
    avatar: u.avatar_key ? { square: { path: mediaPath(u.avatar_key) } } : null,
    default_avatar_color: u.default_avatar_color,
    type: u.type,
  };
}

export interface ImageJson {
  id: number;
  key: string;
  main: boolean;
}

// A campaign's images are read by the campaign_images key, each media row by its own key
// (media_id is NOT NULL REFERENCES media): a join would let the planner hash the whole media
// table once per campaign presented.

/** The images of the campaign `campaignRef` points at, main image first, as a JSON array. */
export function campaignImagesJson(campaignRef: Ref): RawBuilder<ImageJson[]> {
  return sql<ImageJson[]>`(select coalesce(json_agg(json_build_object('id', ci.media_id,
      'key', (select im.storage_key from media im where im.id = ci.media_id), 'main', ci.main)
      order by ci.main desc, ci.position), '[]'::json)
    from campaign_images ci
    where ci.campaign_id = ${campaignRef})`;
}

/** The storage key of the campaign's first image (main first), or null. */
export function campaignCoverKey(campaignRef: Ref): RawBuilder<string | null> {
  return sql<string | null>`(select (select im.storage_key from media im where im.id = ci.media_id)
    from campaign_images ci
    where ci.campaign_id = ${campaignRef}
    order by ci.main desc, ci.position limit 1)`;
}

export function presentImages(images: readonly ImageJson[]) {
  return images.map((i) => {
    const path = mediaPath(i.key);
    return { id: i.id, main: i.main, square: { path }, compressed: { path }, original: { path } };
  });
}

/** The total of a paged query, as a window count riding on each of the page's rows. */
export const totalCount = () => sql<number>`(count(*) over ())::int`.as("total_count");

/**
 * The page's rows without their window count, and the total: read from the rows, so only a page
 * past the end (no rows to carry it) counts on its own.
 */
export async function withTotal<T extends { total_count: number }>(
  rows: T[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<T, "total_count">[]; total: number }> {
  const total = rows[0]?.total_count ?? (offset > 0 ? await countAll() : 0);
  return { rows: rows.map(({ total_count: _, ...row }) => row), total };
}
