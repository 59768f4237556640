import { apiAction, apiMutation, apiQuery, type Page } from "./define";
import { request } from "./request";

/** The messages page size (spec 001 §9). */
export const MESSAGES_PAGE_SIZE = 25;

const root = ["causeway", "message"] as const;

export const messageKeys = {
  all: root,
  conversations: (page?: Page) =>
    page ? ([...root, "conversations", page] as const) : ([...root, "conversations"] as const),
  thread: (userId: number, page?: Page) =>
    page ? ([...root, "thread", userId, page] as const) : ([...root, "thread", userId] as const),
  meta: () => [...root, "meta"] as const,
};

export const messageQueries = {
  /** A page of conversations: those with unread messages first, then the most recent. */
  conversations: (page: Page = {}) =>
    apiQuery(messageKeys.conversations(page), (api, signal) =>
      request(
        api.GET("/api/v1/messages/conversations", {
          params: { query: { offset: 0, limit: MESSAGES_PAGE_SIZE, ...page } },
          signal,
        }),
      ).then((body) => body.response.conversations),
    ),
  /** The messages exchanged with one user, newest first. */
  thread: (userId: number, page: Page = {}) =>
    apiQuery(messageKeys.thread(userId, page), (api, signal) =>
      request(
        api.GET("/api/v1/messages/{id}", {
          params: {
            path: { id: userId },
            query: { offset: 0, limit: MESSAGES_PAGE_SIZE, ...page },
          },
          signal,
        }),
      ).then((body) => body.response.messages),
    ),
  /** The unread badge count. */
  meta: () =>
    apiQuery(messageKeys.meta(), (api, signal) =>
      request(api.GET("/api/v1/messages/conversations/meta", { signal })).then(
        (body) => body.response,
      ),
    ),
};

export const messageMutations = {
  send: () =>
    apiMutation(
      [...root, "send"],
      (api, { receiver, message }: { receiver: number; message: string }) =>
        request(api.POST("/api/v1/message", { body: { receiver, message } })).then(
          (body) => body.response,
        ),
      (_data, { receiver }) => [messageKeys.thread(receiver), messageKeys.conversations()],
      { idempotent: true },
    ),
  markRead: () =>
    apiMutation(
      [...root, "read"],
      (api, userId: number) =>
        request(api.PUT("/api/v1/messages/{id}/readed", { params: { path: { id: userId } } })),
      () => [messageKeys.conversations(), messageKeys.meta()],
    ),
  /** The messages icon was clicked: reset the badge. */
  resetBadge: () =>
    apiAction(
      [...root, "meta"],
      (api) =>
        request(api.PUT("/api/v1/messages/conversations/meta", { body: { seen: true } })).then(
          (body) => body.response,
        ),
      () => [messageKeys.meta()],
    ),
};
