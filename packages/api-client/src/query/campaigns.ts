import type { operations } from "../types";
import { apiQuery, type Page } from "./define";
import { request } from "./request";

type Query<Name extends keyof operations> = NonNullable<operations[Name]["parameters"]["query"]>;

export type CampaignListFilters = Query<"listCampaigns">;
export type TrendingByCategoryFilters = Query<"listTrendingCampaignsByCategory">;
export type CampaignDonationFilters = Query<"listCampaignDonations">;
export type SessionMetricParams = Query<"getCampaignSessionMetric">;
export type MetricsRange = Omit<Query<"getCampaignMetrics">, "type">;

const root = ["causeway", "campaign"] as const;

export const campaignKeys = {
  all: root,
  list: (filters: CampaignListFilters) => [...root, "list", filters] as const,
  top: (page: Page) => [...root, "top", page] as const,
  trending: (page: Page) => [...root, "trending", page] as const,
  trendingByCategory: (filters: TrendingByCategoryFilters) =>
    [...root, "trending-by-category", filters] as const,
  featured: () => [...root, "featured"] as const,
  detail: (slug: string) => [...root, "detail", slug] as const,
  byId: (campaignId: number) => [...root, "by-id", campaignId] as const,
  categories: () => [...root, "categories"] as const,
  inFavour: (campaignId: number) => [...root, "in-favour", campaignId] as const,
  donations: (campaignId: number, filters: CampaignDonationFilters) =>
    [...root, "donations", campaignId, filters] as const,
  tasks: (campaignId: number) => [...root, "tasks", campaignId] as const,
  sessionMetric: (campaignId: number, params: SessionMetricParams) =>
    [...root, "session-metric", campaignId, params] as const,
  metrics: (campaignId: number, range: MetricsRange) =>
    [...root, "metrics", campaignId, range] as const,
  follow: (campaignId: number) => [...root, "follow", campaignId] as const,
  documents: (campaignId: number) => [...root, "documents", campaignId] as const,
};

export const campaignQueries = {
  /** Campaigns (default page 8; the header menu asks created_by with limit 20). */
  list: (filters: CampaignListFilters = {}) =>
    apiQuery(campaignKeys.list(filters), (api, signal) =>
      request(api.GET("/api/v2/campaign", { params: { query: filters }, signal })).then(
        (body) => body.response,
      ),
    ),
  top: (page: Page = {}) =>
    apiQuery(campaignKeys.top(page), (api, signal) =>
      request(api.GET("/api/v2/campaign-top", { params: { query: page }, signal })).then(
        (body) => body.response,
      ),
    ),
  trending: (page: Page = {}) =>
    apiQuery(campaignKeys.trending(page), (api, signal) =>
      request(api.GET("/api/v2/campaign-trending", { params: { query: page }, signal })).then(
        (body) => body.response,
      ),
    ),
  trendingByCategory: (filters: TrendingByCategoryFilters) =>
    apiQuery(campaignKeys.trendingByCategory(filters), (api, signal) =>
      request(
        api.GET("/api/v2/campaign-trending/by-category", { params: { query: filters }, signal }),
      ).then((body) => body.response),
    ),
  /** Featured: offset 0, limit 4, successful 0, verified 1 (the contract's defaults). */
  featured: () =>
    apiQuery(campaignKeys.featured(), (api, signal) =>
      request(api.GET("/api/v2/campaign-featured", { signal })).then((body) => body.response),
    ),
  detail: (slug: string) =>
    apiQuery(campaignKeys.detail(slug), (api, signal) =>
      request(api.GET("/api/v2/campaign/fetch", { params: { query: { slug } }, signal })).then(
        (body) => body.response,
      ),
    ),
  byId: (campaignId: number) =>
    apiQuery(campaignKeys.byId(campaignId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/fetch", { params: { query: { id: campaignId } }, signal }),
      ).then((body) => body.response),
    ),
  categories: () =>
    apiQuery(campaignKeys.categories(), (api, signal) =>
      request(api.GET("/api/v2/campaign/categories", { signal })).then(
        (body) => body.response.categories,
      ),
    ),
  /** The verification documents (owner and staff), with signed paths. */
  documents: (campaignId: number) =>
    apiQuery(campaignKeys.documents(campaignId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/documents", {
          params: { path: { id: campaignId } },
          signal,
        }),
      ).then((body) => body.response.documents),
    ),
  inFavour: (campaignId: number) =>
    apiQuery(campaignKeys.inFavour(campaignId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/campaigns-in-favour", {
          params: { path: { id: campaignId } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  donations: (campaignId: number, filters: CampaignDonationFilters = {}) =>
    apiQuery(campaignKeys.donations(campaignId, filters), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/donations", {
          params: { path: { id: campaignId }, query: filters },
          signal,
        }),
      ).then((body) => body.response),
    ),
  tasks: (campaignId: number) =>
    apiQuery(campaignKeys.tasks(campaignId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/task", { params: { path: { id: campaignId } }, signal }),
      ).then((body) => body.response.tasks),
    ),
  sessionMetric: (campaignId: number, params: SessionMetricParams) =>
    apiQuery(campaignKeys.sessionMetric(campaignId, params), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/metric/session", {
          params: { path: { id: campaignId }, query: params },
          signal,
        }),
      ).then((body) => body.response),
    ),
  metrics: (campaignId: number, range: MetricsRange) =>
    apiQuery(campaignKeys.metrics(campaignId, range), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/metrics", {
          params: { path: { id: campaignId }, query: { type: "date-range", ...range } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  follow: (campaignId: number) =>
    apiQuery(campaignKeys.follow(campaignId), (api, signal) =>
      request(
        api.GET("/api/v2/campaign/{id}/follow", { params: { path: { id: campaignId } }, signal }),
      ).then((body) => body.response),
    ),
};
