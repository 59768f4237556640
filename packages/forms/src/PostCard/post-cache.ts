// A post changed here (karma, bookmark, report, edit) is changed in every list and page the query
// cache holds it in (the feed's pages, bookmarks, a campaign's updates, a profile's posts, search,
// the post page), so moving between them shows one truth without asking the server again.
import type { Post } from "@causeway/api-client";
import type { QueryClient } from "@tanstack/react-query";

const HOLDERS = new Set(["post", "user", "search", "campaign"]);

const isPost = (value: unknown): value is Post =>
  typeof value === "object" &&
  value !== null &&
  "slug" in value &&
  "karma" in value &&
  typeof (value as { id?: unknown }).id === "number";

/** `data` with the post `id` patched wherever it sits (a post, a list, a page's `posts`). */
export function patchPostIn(data: unknown, id: number, patch: Partial<Post>): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      if (isPost(item) && item.id === id) {
        changed = true;
        return { ...item, ...patch };
      }
      return item;
    });
    return changed ? next : data;
  }
  if (isPost(data)) return data.id === id ? { ...data, ...patch } : data;
  if (typeof data === "object" && data !== null && "posts" in data) {
    const posts = (data as { posts: unknown }).posts;
    const next = patchPostIn(posts, id, patch);
    return next === posts ? data : { ...data, posts: next };
  }
  return data;
}

/** Applies `patch` to the post in every cached query of the site that may hold posts. */
export function patchCachedPost(client: QueryClient, id: number, patch: Partial<Post>): void {
  client.setQueriesData(
    {
      predicate: (query) =>
        query.queryKey[0] === "causeway" && HOLDERS.has(String(query.queryKey[1])),
    },
    (data: unknown) => (data === undefined ? data : patchPostIn(data, id, patch)),
  );
}
