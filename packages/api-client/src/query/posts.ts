import type { operations } from "../types";
import { apiQuery, type Page } from "./define";
import { request } from "./request";

export type PostLookup = NonNullable<operations["getPost"]["parameters"]["query"]>;
export type ReportKind = operations["listReportTypes"]["parameters"]["query"]["type"];

/** The feed page size (spec: 8; more pages exist while a page comes back full). */
export const FEED_PAGE_SIZE = 8;

const root = ["causeway", "post"] as const;

export const postKeys = {
  all: root,
  feeds: () => [...root, "feed"] as const,
  feed: (page: Page) => [...root, "feed", page] as const,
  campaign: (campaignId: number, page?: Page) =>
    page
      ? ([...root, "campaign", campaignId, page] as const)
      : ([...root, "campaign", campaignId] as const),
  detail: (lookup: PostLookup) => [...root, "detail", lookup] as const,
  bookmarks: (page?: Page) =>
    page ? ([...root, "bookmarks", page] as const) : ([...root, "bookmarks"] as const),
  comments: (slug: string, page?: Page) =>
    page ? ([...root, "comments", slug, page] as const) : ([...root, "comments", slug] as const),
  reportTypes: (kind: ReportKind) => [...root, "report-types", kind] as const,
  linkMeta: (url: string) => [...root, "link-meta", url] as const,
};

export const postQueries = {
  feed: (page: Page = {}) =>
    apiQuery(postKeys.feed(page), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/feed", {
          params: { query: { offset: 0, limit: FEED_PAGE_SIZE, ...page } },
          signal,
        }),
      ).then((body) => body.response.posts),
    ),
  campaign: (campaignId: number, page: Page = {}) =>
    apiQuery(postKeys.campaign(campaignId, page), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/posts", {
          params: { path: { id: campaignId }, query: page },
          signal,
        }),
      ).then((body) => body.response.posts),
    ),
  /** One post by id or slug, optionally focusing a comment or reply. */
  detail: (lookup: PostLookup) =>
    apiQuery(postKeys.detail(lookup), (api, signal) =>
      request(api.GET("/api/v2/post", { params: { query: lookup }, signal })).then(
        (body) => body.response,
      ),
    ),
  bookmarks: (page: Page = {}) =>
    apiQuery(postKeys.bookmarks(page), (api, signal) =>
      request(api.GET("/api/v2/post/bookmark", { params: { query: page }, signal })).then(
        (body) => body.response.posts,
      ),
    ),
  comments: (slug: string, page: Page = {}) =>
    apiQuery(postKeys.comments(slug, page), (api, signal) =>
      request(
        api.GET("/api/v2/post/{slug}/comments", {
          params: { path: { slug }, query: page },
          signal,
        }),
      ).then((body) => body.response.comments),
    ),
  reportTypes: (kind: ReportKind) =>
    apiQuery(postKeys.reportTypes(kind), (api, signal) =>
      request(api.GET("/api/v2/report/types", { params: { query: { type: kind } }, signal })).then(
        (body) => body.response.report_types,
      ),
    ),
  linkMeta: (url: string) =>
    apiQuery(postKeys.linkMeta(url), (api, signal) =>
      request(api.GET("/api/v1/meta", { params: { query: { url } }, signal })).then(
        (body) => body.response,
      ),
    ),
};

/** True when a page came back full, so another may follow. */
export function hasMorePosts(page: readonly unknown[], limit = FEED_PAGE_SIZE): boolean {
  return page.length >= limit;
}
