import { apiQuery, type Page } from "./define";
import { request } from "./request";

const root = ["causeway", "user"] as const;

export interface UserDonationFilters extends Page {
  year?: number;
}

export const userKeys = {
  all: root,
  me: () => [...root, "me"] as const,
  profile: (idOrUsername: string | number) => [...root, "profile", String(idOrUsername)] as const,
  donations: (userId: number, filters: UserDonationFilters) =>
    [...root, userId, "donations", filters] as const,
  totalDonations: (userId: number) => [...root, userId, "total-donations"] as const,
  totalEarned: (userId: number) => [...root, userId, "total-earned"] as const,
  donationCategories: (userId: number) => [...root, userId, "donation-categories"] as const,
  certificate: (userId: number, year?: number) => [...root, userId, "certificate", year] as const,
  donationYears: () => [...root, "donation-years"] as const,
  posts: (userId: number, page: Page) => [...root, userId, "posts", page] as const,
  comments: (userId: number, page: Page) => [...root, userId, "comments", page] as const,
  businessSizes: (page: Page) => [...root, "business-sizes", page] as const,
  businessSectors: (page: Page) => [...root, "business-sectors", page] as const,
};

export const userQueries = {
  /** The logged-in user. */
  me: () =>
    apiQuery(userKeys.me(), (api, signal) =>
      request(api.GET("/api/v2/user", { signal })).then((body) => body.response),
    ),
  /** A public profile by id or username (/{username}); a 404 shows the not-found page. */
  profile: (idOrUsername: string | number) =>
    apiQuery(userKeys.profile(idOrUsername), (api, signal) =>
      request(
        api.GET("/api/v2/user/fetch/{id}", {
          params: { path: { id: String(idOrUsername) } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  donations: (userId: number, filters: UserDonationFilters = {}) =>
    apiQuery(userKeys.donations(userId, filters), (api, signal) =>
      request(
        api.GET("/api/v2/user/{id}/donations", {
          params: { path: { id: userId }, query: filters },
          signal,
        }),
      ).then((body) => body.response),
    ),
  totalDonations: (userId: number) =>
    apiQuery(userKeys.totalDonations(userId), (api, signal) =>
      request(
        api.GET("/api/v2/user/{id}/total-donations-amount", {
          params: { path: { id: userId } },
          signal,
        }),
      ).then((body) => body.response.amounts),
    ),
  totalEarned: (userId: number) =>
    apiQuery(userKeys.totalEarned(userId), (api, signal) =>
      request(
        api.GET("/api/v2/user/{id}/campaings-total-earned-amount", {
          params: { path: { id: userId } },
          signal,
        }),
      ).then((body) => body.response.amounts),
    ),
  donationCategories: (userId: number) =>
    apiQuery(userKeys.donationCategories(userId), (api, signal) =>
      request(
        api.GET("/api/v2/user/{id}/business-donation-categories", {
          params: { path: { id: userId } },
          signal,
        }),
      ).then((body) => body.response.categories),
    ),
  certificate: (userId: number, year?: number) =>
    apiQuery(userKeys.certificate(userId, year), (api, signal) =>
      request(
        api.GET("/api/v2/user/{id}/certificate", {
          params: { path: { id: userId }, query: year === undefined ? {} : { year } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  donationYears: () =>
    apiQuery(userKeys.donationYears(), (api, signal) =>
      request(api.GET("/api/v2/user/donation-years", { signal })).then(
        (body) => body.response.years,
      ),
    ),
  posts: (userId: number, page: Page = {}) =>
    apiQuery(userKeys.posts(userId, page), (api, signal) =>
      request(
        api.GET("/api/v2/user/{id}/posts", {
          params: { path: { id: userId }, query: page },
          signal,
        }),
      ).then((body) => body.response.posts),
    ),
  comments: (userId: number, page: Page = {}) =>
    apiQuery(userKeys.comments(userId, page), (api, signal) =>
      request(
        api.GET("/api/v2/user/{id}/comments", {
          params: { path: { id: userId }, query: page },
          signal,
        }),
      ).then((body) => body.response.comments),
    ),
  /** Business size options (business lists default to 100 per page). */
  businessSizes: (page: Page = {}) =>
    apiQuery(userKeys.businessSizes(page), (api, signal) =>
      request(
        api.GET("/api/v2/user/business-organization-size", { params: { query: page }, signal }),
      ).then((body) => body.response.sizes),
    ),
  businessSectors: (page: Page = {}) =>
    apiQuery(userKeys.businessSectors(page), (api, signal) =>
      request(api.GET("/api/v2/user/business-sector", { params: { query: page }, signal })).then(
        (body) => body.response.sectors,
      ),
    ),
};
