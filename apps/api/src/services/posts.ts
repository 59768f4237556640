import { sql } from "kysely";
import type { Q } from "../db/database";
import type { PostRow } from "../db/schema";
import { campaignImages, mediaPaths, unix, userSummaries } from "./present";

export async function presentPosts(q: Q, rows: PostRow[], viewerId: number | null) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const campaignIds = [...new Set(rows.map((r) => r.campaign_id).filter((x): x is number => !!x))];
  const [users, media, karma, mine, bookmarks, reported, comments, campaigns, covers] =
    await Promise.all([
      userSummaries(
        q,
        rows.map((r) => r.user_id),
      ),
      mediaPaths(
        q,
        rows.flatMap((r) => r.image_ids),
      ),
      q
        .selectFrom("post_karma")
        .select(["post_id", sql<number>`count(*)::int`.as("n")])
        .where("post_id", "in", ids)
        .groupBy("post_id")
        .execute(),
      viewerId
        ? q
            .selectFrom("post_karma")
            .select("post_id")
            .where("post_id", "in", ids)
            .where("user_id", "=", viewerId)
            .execute()
        : Promise.resolve([]),
      viewerId
        ? q
            .selectFrom("post_bookmarks")
            .select("post_id")
            .where("post_id", "in", ids)
            .where("user_id", "=", viewerId)
            .execute()
        : Promise.resolve([]),
      viewerId
        ? q
            .selectFrom("reports")
            .select("item_id")
            .where("item_type", "=", "post")
            .where("item_id", "in", ids)
            .where("reporter_id", "=", viewerId)
            .execute()
        : Promise.resolve([]),
      q
        .selectFrom("post_comments")
        .select(["post_id", sql<number>`count(*)::int`.as("n")])
        .where("post_id", "in", ids)
        .groupBy("post_id")
        .execute(),
      campaignIds.length
        ? q
            .selectFrom("campaigns")
            .select(["id", "name", "slug"])
            .where("id", "in", campaignIds)
            .execute()
        : Promise.resolve([]),
      campaignImages(q, campaignIds),
    ]);
  const karmaMap = new Map(karma.map((k) => [k.post_id, k.n]));
  const mineSet = new Set(mine.map((k) => k.post_id));
  const bookmarkSet = new Set(bookmarks.map((b) => b.post_id));
  const reportedSet = new Set(reported.map((r) => r.item_id));
  const commentMap = new Map(comments.map((c) => [c.post_id, c.n]));
  const campaignMap = new Map(campaigns.map((c) => [c.id, c]));
  return rows.map((r) => {
    const campaign = r.campaign_id ? campaignMap.get(r.campaign_id) : undefined;
    const author = users.get(r.user_id);
    const cover = campaign ? covers.get(campaign.id)?.[0] : undefined;
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
            compressed: { path: m?.path ?? "", width: m?.width ?? 1, height: m?.height ?? 1 },
          };
        }),
      karma: karmaMap.get(r.id) ?? 0,
      is_karmed: mineSet.has(r.id),
      is_bookmarked: bookmarkSet.has(r.id),
      is_reported: reportedSet.has(r.id),
      is_anonymous: r.is_anonymous,
      comments: commentMap.get(r.id) ?? 0,
      campaign: campaign
        ? {
            id: campaign.id,
            name: campaign.name,
            url: campaign.slug,
            cover: cover ? { square: { path: cover.square.path } } : null,
          }
        : null,
    };
  });
}

export async function presentComments(
  q: Q,
  rows: {
    id: number;
    post_id: number;
    parent_id: number | null;
    user_id: number;
    content: string;
    created_at: Date | string;
  }[],
) {
  const users = await userSummaries(
    q,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => ({
    id: r.id,
    post_id: r.post_id,
    parent_id: r.parent_id,
    content: r.content,
    user: users.get(r.user_id) ?? {
      id: r.user_id,
      username: "unknown",
      name: "unknown",
      avatar: null,
    },
    date_added: unix(r.created_at),
  }));
}
