import { apiAction, apiMutation, apiQuery, type Page } from "./define";
import { request } from "./request";

/** The bell asks for 12 notifications, the notifications page for 8. */
export const BELL_PAGE_SIZE = 12;
export const NOTIFICATIONS_PAGE_SIZE = 8;

const root = ["causeway", "notification"] as const;

export const notificationKeys = {
  all: root,
  list: (page: Page) => [...root, "list", page] as const,
  detail: (notificationId: number) => [...root, "detail", notificationId] as const,
};

export const notificationQueries = {
  /** A page of notifications with the counters (meta). */
  list: (page: Page = {}) =>
    apiQuery(notificationKeys.list(page), (api, signal) =>
      request(
        api.GET("/api/v2/notifications", {
          params: { query: { offset: 0, limit: BELL_PAGE_SIZE, ...page } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  detail: (notificationId: number) =>
    apiQuery(notificationKeys.detail(notificationId), (api, signal) =>
      request(
        api.GET("/api/v1/notification/{id}", { params: { path: { id: notificationId } }, signal }),
      ).then((body) => body.response),
    ),
};

const refreshAll = () => [root];

export const notificationMutations = {
  /** Opening the bell: every notification seen, the unseen counter reset. */
  markAllSeen: () =>
    apiAction(
      [...root, "seen"],
      (api) => request(api.PUT("/api/v1/notification/seen")),
      refreshAll,
    ),
  markViewed: () =>
    apiAction(
      [...root, "viewed"],
      (api) => request(api.PUT("/api/v1/notification/viewed")),
      refreshAll,
    ),
  /** Clicking one marks it read; an empty list is 'mark all read'. */
  markRead: () =>
    apiMutation(
      [...root, "read"],
      (api, ids: number[]) =>
        request(api.PUT("/api/v1/notification", { body: { notifications: ids } })),
      refreshAll,
    ),
  update: () =>
    apiMutation(
      [...root, "update"],
      (api, body: { seen?: number[]; read?: number[]; notifications?: number[] }) =>
        request(api.PUT("/api/v2/notifications", { body })),
      refreshAll,
    ),
};
