import type { PostPayload, ReportPayload } from "../types";
import { apiMutation } from "./define";
import { postKeys } from "./posts";
import { request } from "./request";

const root = ["causeway", "post"] as const;

export const postMutations = {
  create: () =>
    apiMutation(
      [...root, "create"],
      (api, payload: PostPayload) =>
        request(api.POST("/api/v2/post", { body: payload })).then((body) => body.response),
      () => [postKeys.all],
      { idempotent: true },
    ),
  /** Edits a post; the segment takes its id or slug. */
  update: () =>
    apiMutation(
      [...root, "update"],
      (api, { post, payload }: { post: string | number; payload: PostPayload }) =>
        request(
          api.PUT("/api/v2/post/{slug}", {
            params: { path: { slug: String(post) } },
            body: payload,
          }),
        ).then((body) => body.response),
      () => [postKeys.all],
    ),
  remove: () =>
    apiMutation(
      [...root, "delete"],
      (api, slug: string) =>
        request(api.DELETE("/api/v2/post/{slug}", { params: { path: { slug } } })),
      () => [postKeys.all],
    ),
  /**
   * Gives or takes back karma. The screen applies the change first and reverts it when this
   * mutation fails; on success the answer carries the server's count.
   */
  karma: () =>
    apiMutation([...root, "karma"], (api, { slug, give }: { slug: string; give: boolean }) => {
      const params = { params: { path: { slug } } };
      const call = give
        ? api.POST("/api/v2/post/{slug}/karma", params)
        : api.DELETE("/api/v2/post/{slug}/karma", params);
      return request(call).then((body) => body.response);
    }),
  /** Toggles the bookmark; mark it locally only when the answer says `added`. */
  toggleBookmark: () =>
    apiMutation(
      [...root, "bookmark"],
      (api, slug: string) =>
        request(api.POST("/api/v2/post/{slug}/bookmark", { params: { path: { slug } } })).then(
          (body) => body.response,
        ),
      () => [postKeys.bookmarks()],
    ),
  report: () =>
    apiMutation(
      [...root, "report"],
      (api, { slug, report }: { slug: string; report: ReportPayload }) =>
        request(
          api.POST("/api/v2/post/{slug}/report", { params: { path: { slug } }, body: report }),
        ),
      undefined,
      { idempotent: true },
    ),
  comment: (slug: string) =>
    apiMutation(
      [...root, "comment", slug],
      (api, { content, parentId }: { content: string; parentId?: number | null }) =>
        request(
          api.POST("/api/v2/post/{slug}/comments", {
            params: { path: { slug } },
            body: { content, parent_id: parentId ?? null },
          }),
        ).then((body) => body.response),
      () => [postKeys.comments(slug)],
      { idempotent: true },
    ),
};
