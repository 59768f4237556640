import type { operations } from "../types";
import { apiQuery, type Page } from "./define";
import { request } from "./request";

export type SearchFilter = NonNullable<operations["search"]["parameters"]["query"]["filters"]>;

const root = ["causeway", "search"] as const;

export const searchKeys = {
  all: root,
  everything: (words: string, filters: SearchFilter, page: Page) =>
    [...root, "all", words, filters, page] as const,
  posts: (words: string, page: Page) => [...root, "posts", words, page] as const,
};

export const searchQueries = {
  /** Users and campaigns (the overlay and /search?words=). */
  everything: (words: string, filters: SearchFilter = "users,campaigns", page: Page = {}) =>
    apiQuery(searchKeys.everything(words, filters, page), (api, signal) =>
      request(
        api.GET("/api/v2/search", { params: { query: { words, filters, ...page } }, signal }),
      ).then((body) => body.results),
    ),
  posts: (words: string, page: Page = {}) =>
    apiQuery(searchKeys.posts(words, page), (api, signal) =>
      request(
        api.GET("/api/v1/search", {
          params: { query: { words, filter: "posts", ...page } },
          signal,
        }),
      ).then((body) => body.results.posts),
    ),
};
