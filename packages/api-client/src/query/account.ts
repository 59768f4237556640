import type { Schema } from "../types";
import { apiAction, apiMutation, apiQuery } from "./define";
import { request } from "./request";
import { userKeys } from "./users";

const root = ["causeway", "account"] as const;

export interface SignedLink {
  user_id?: number;
  signature?: string;
}

export const accountKeys = {
  all: root,
  passwordResetLink: (hash: string) => [...root, "password-reset", hash] as const,
  emailSubscriptions: (link: SignedLink) => [...root, "email-subscriptions", link] as const,
};

export const accountQueries = {
  /** Checks a /forgotten-password/{hash} link; a 404 means it expired or never existed. */
  passwordResetLink: (hash: string) =>
    apiQuery(accountKeys.passwordResetLink(hash), (api, signal) =>
      request(
        api.GET("/api/v2/forgotten-password/{hash}", { params: { path: { hash } }, signal }),
      ).then((body) => body.response),
    ),
  /** By token, or by user_id plus signature from an e-mail link. */
  emailSubscriptions: (link: SignedLink = {}) =>
    apiQuery(accountKeys.emailSubscriptions(link), (api, signal) =>
      request(
        api.GET("/api/v2/notifications/email/subscriptions", { params: { query: link }, signal }),
      ).then((body) => body.response.types),
    ),
};

/** Calls that answer a token: store it (the `jwt` cookie) and refetch the user. */
export const accountMutations = {
  login: () =>
    apiMutation(
      [...root, "login"],
      (api, credentials: { username: string; password: string }) =>
        request(api.POST("/api/v2/auth", { body: credentials })).then((body) => body.response),
      () => [userKeys.all],
    ),
  logout: () => apiAction([...root, "logout"], (api) => request(api.POST("/api/v2/logout"))),
  /** Admin only: a token acting as another user (keep the own token in `impersonatorJWT`). */
  impersonate: () =>
    apiMutation([...root, "impersonate"], (api, userId: number) =>
      request(api.GET("/api/v2/impersonate/{id}", { params: { path: { id: userId } } })).then(
        (body) => body.response,
      ),
    ),
  /**
   * Sends a reset link. Given `{ email }`, the request is one submission (an Idempotency-Key per
   * variables object, so a retry queues no second e-mail); a bare address is sent without one.
   */
  requestPasswordReset: () =>
    apiMutation(
      [...root, "password-reset-request"],
      (api, to: string | { email: string }) =>
        request(
          api.POST("/api/v2/forgotten-password", {
            body: { email: typeof to === "string" ? to : to.email },
          }),
        ),
      undefined,
      { idempotent: true },
    ),
  resetPassword: (hash: string) =>
    apiMutation(
      [...root, "password-reset", hash],
      (api, body: { password: string; repeat_password: string }) =>
        request(
          api.PUT("/api/v2/forgotten-password/{hash}", { params: { path: { hash } }, body }),
        ).then((answer) => answer.response),
    ),
  verifyEmail: () =>
    apiMutation(
      [...root, "verify-email"],
      (api, code: string) =>
        request(api.GET("/api/v2/email-verification/{code}", { params: { path: { code } } })),
      () => [userKeys.me()],
    ),
  resendVerification: () =>
    apiAction([...root, "resend-verification"], (api) =>
      request(api.GET("/api/v2/email-verification/resend")),
    ),
  updateEmailSubscriptions: () =>
    apiMutation(
      [...root, "email-subscriptions"],
      (api, body: SignedLink & { types: Schema<"EmailSubscription">[] }) =>
        request(api.PUT("/api/v2/notifications/email/subscriptions", { body })).then(
          (answer) => answer.response.types,
        ),
      () => [[...root, "email-subscriptions"]],
    ),
  unsubscribe: () =>
    apiMutation(
      [...root, "unsubscribe"],
      (api, body: { user_id: number; checksum: string; template: string }) =>
        request(api.PUT("/api/v2/user/email/unsubscribe", { body })),
    ),
};
