// Search (routes/social/search.ts): members by username or name, live campaigns by name, posts by
// title or text, each a page; and the link preview of one of our own campaign links. A search is
// its words (searchWords of @causeway/rules: any run of white space one gap, a leading @ dropped):
// every word must be found, each anywhere in what is searched, in any case.
import { sql } from "kysely";
import type { Q } from "../db/database";

/** The text as ILIKE reads it literally: its % _ and \ escaped. */
const literal = (text: string) => text.replace(/[%_\\]/g, "\\$&");

/** An ILIKE pattern holding the words as they are (their % _ and \ escaped). */
export const like = (words: string) => `%${literal(words.trim())}%`;

/** One ILIKE pattern a word, each to be found (`ILIKE ALL`). */
export const likeAll = (words: readonly string[]) => words.map(like);

type Paged = { offset: number; limit: number };

/**
 * The ids of the members whose username or name holds every word. A username that is the words
 * comes first, then usernames, then names, that start with the first word; then the oldest.
 */
export function searchUsers(db: Q, words: readonly string[], { offset, limit }: Paged) {
  const exact = words.join(" ").toLowerCase();
  const start = `${literal(words[0] ?? "")}%`;
  return db
    .selectFrom("users")
    .select("id")
    .where(sql<boolean>`concat_ws(' ', username, name) ilike all(${likeAll(words)}::text[])`)
    .orderBy(
      sql`case when lower(username) = ${exact} then 0 when username ilike ${start} then 1
        when name ilike ${start} then 2 else 3 end`,
    )
    .orderBy("id")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Live campaigns (not deleted, active) whose name holds every word, newest first. */
export function searchCampaigns(db: Q, words: readonly string[], { offset, limit }: Paged) {
  return db
    .selectFrom("campaigns")
    .selectAll()
    .where("deleted", "=", false)
    .where("active", "=", true)
    .where(sql<boolean>`name ilike all(${likeAll(words)}::text[])`)
    .orderBy("created_at", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Posts not deleted whose title and text hold every word between them, newest first. */
export function searchPosts(db: Q, words: readonly string[], { offset, limit }: Paged) {
  return db
    .selectFrom("posts")
    .selectAll()
    .where("deleted", "=", false)
    .where(sql<boolean>`concat_ws(' ', title, raw_content) ilike all(${likeAll(words)}::text[])`)
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
