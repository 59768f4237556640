import { searchQueries } from "@causeway/api-client";
import { normaliseSearchText, SEARCH_WORDS_MAX } from "@causeway/rules";

/** Results come 8 to a page (001 §9: default pagination limit 8). */
export const SEARCH_PAGE_SIZE = 8;

/**
 * The words a search box or a URL searches for: one space between words however many were typed
 * ("maria  petrova" is "maria petrova"), cut at SEARCH_WORDS_MAX characters (the server's most)
 * rather than refused.
 */
export function searchedWords(text: string): string {
  return normaliseSearchText(normaliseSearchText(text).slice(0, SEARCH_WORDS_MAX));
}

/** What /search?filter= narrows the results to; none is everything the contract searches. */
export type SearchKind = "campaigns" | "users" | "posts";
export const SEARCH_KINDS: readonly SearchKind[] = ["campaigns", "users", "posts"];

export interface SearchState {
  words: string;
  kind: SearchKind | null;
}

/** The words and the filter of a search URL, as the page and its loader read them alike. */
export function readSearch(params: URLSearchParams): SearchState {
  const words = searchedWords(params.get("words") ?? "");
  const filter = params.get("filter");
  const kind = SEARCH_KINDS.includes(filter as SearchKind) ? (filter as SearchKind) : null;
  return { words, kind };
}

/** The address of a search: /search?words=…[&filter=…] (no filter: every kind). */
export function searchHref(words: string, kind: SearchKind | null): string {
  const params = new URLSearchParams();
  if (words) params.set("words", words);
  if (kind) params.set("filter", kind);
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}

/** One page of campaigns or people matching the words (GET /api/v2/search). */
export const kindPageQuery = (words: string, kind: "campaigns" | "users") => (offset: number) =>
  searchQueries.everything(words, kind, { offset, limit: SEARCH_PAGE_SIZE });

/** One page of posts matching the words (GET /api/v1/search?filter=posts). */
export const postsPageQuery = (words: string) => (offset: number) =>
  searchQueries.posts(words, { offset, limit: SEARCH_PAGE_SIZE });

/** The first page of campaigns and people together: the "All" view's two sections. */
export const overviewQuery = (words: string) =>
  searchQueries.everything(words, "users,campaigns", { offset: 0, limit: SEARCH_PAGE_SIZE });
