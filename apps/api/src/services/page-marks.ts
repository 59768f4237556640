// What the presenters of a page (campaigns, posts) read per item with one query per list, not per
// row: a count per item (followers, karma, comments) and which items the viewer has marked
// (followed, karma given, bookmarked, reported).
import { sql } from "kysely";
import type { Q } from "../db/database";

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
  source.itemType ? sql`and item_type = ${source.itemType}` : sql``;

/** Rows per item of the page: item id -> count (absent items have none). */
export async function countPerItem(
  q: Q,
  source: MarkSource,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<{ id: number; n: number }>`
    select ${sql.ref(source.item)} as id, count(*)::int as n from ${sql.table(source.table)}
    where ${sql.ref(source.item)} in (${sql.join([...ids])}) ${itemTypeFilter(source)}
    group by 1`.execute(q);
  return new Map(rows.map((r) => [Number(r.id), r.n]));
}

/** The items of the page the viewer has a row for; none for a guest. */
export async function viewerMarked(
  q: Q,
  source: MarkSource,
  ids: readonly number[],
  viewerId: number | null,
): Promise<Set<number>> {
  if (!viewerId || !ids.length) return new Set();
  const { rows } = await sql<{ id: number }>`
    select distinct ${sql.ref(source.item)} as id from ${sql.table(source.table)}
    where ${sql.ref(source.item)} in (${sql.join([...ids])})
      and ${sql.ref(source.user)} = ${viewerId} ${itemTypeFilter(source)}`.execute(q);
  return new Set(rows.map((r) => Number(r.id)));
}
