import { sql } from "kysely";
import type { Q } from "../db/database";
import type { PostRow } from "../db/schema";
import { BOOKMARKS, COMMENTS, countPerItem, KARMA, reportsOf, viewerMarked } from "./page-marks";
import { campaignImages, mediaPaths, unix, userSummaries } from "./present";

export async function presentPosts(q: Q, rows: PostRow[], viewerId: number | null) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const campaignIds = [...new Set(rows.map((r) => r.campaign_id).filter((x): x is number => !!x))];
  const [users, media, karmaMap, mineSet, bookmarkSet, reportedSet, commentMap, campaigns, covers] =
    await Promise.all([
      userSummaries(
        q,
        rows.map((r) => r.user_id),
      ),
      mediaPaths(
        q,
        rows.flatMap((r) => r.image_ids),
      ),
      countPerItem(q, KARMA, ids),
      viewerMarked(q, KARMA, ids, viewerId),
      viewerMarked(q, BOOKMARKS, ids, viewerId),
      viewerMarked(q, reportsOf("post"), ids, viewerId),
      countPerItem(q, COMMENTS, ids),
      campaignIds.length
        ? q
            .selectFrom("campaigns")
            .select(["id", "name", "slug"])
            .where("id", "in", campaignIds)
            .execute()
        : Promise.resolve([]),
      campaignImages(q, campaignIds),
    ]);
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
