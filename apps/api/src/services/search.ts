// Search (routes/social/search.ts): members by username or name, live campaigns by name, posts by
// title or text, each a page; and the link preview of one of our own campaign links.
import type { Q } from "../db/database";

/** An ILIKE pattern holding the words as they are (their % _ and \ escaped). */
export const like = (words: string) => `%${words.trim().replace(/[%_\\]/g, "\\$&")}%`;

type Paged = { offset: number; limit: number };

/** The ids of the members whose username or name holds the pattern. */
export function searchUsers(db: Q, pattern: string, { offset, limit }: Paged) {
  return db
    .selectFrom("users")
    .select("id")
    .where((eb) => eb.or([eb("username", "ilike", pattern), eb("name", "ilike", pattern)]))
    .orderBy("id")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Live campaigns (not deleted, active) whose name holds the pattern, newest first. */
export function searchCampaigns(db: Q, pattern: string, { offset, limit }: Paged) {
  return db
    .selectFrom("campaigns")
    .selectAll()
    .where("deleted", "=", false)
    .where("active", "=", true)
    .where("name", "ilike", pattern)
    .orderBy("created_at", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Posts not deleted whose text or title holds the pattern, newest first. */
export function searchPosts(db: Q, pattern: string, { offset, limit }: Paged) {
  return db
    .selectFrom("posts")
    .selectAll()
    .where("deleted", "=", false)
    .where((eb) => eb.or([eb("raw_content", "ilike", pattern), eb("title", "ilike", pattern)]))
    .orderBy("created_at", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/**
 * A link's preview without fetching the internet (no server-side request forgery): our own
 * campaign links get their campaign's metadata, anything else only its URL.
 */
export async function linkPreview(db: Q, url: string) {
  const parsed = new URL(url);
  const match = parsed.pathname.match(/^\/campaign\/([^/]+)/);
  if (match?.[1]) {
    const campaign = await db
      .selectFrom("campaigns")
      .select(["name", "content", "slug"])
      .where("slug", "=", match[1])
      .where("deleted", "=", false)
      .executeTakeFirst();
    if (campaign) {
      const description = campaign.content
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 200);
      return {
        meta: { title: campaign.name, description },
        og: { title: campaign.name, description, url, site_name: "Causeway" },
      };
    }
  }
  return { meta: {}, og: { url } };
}
