import type { paths } from "../types";
import { apiMutation } from "./define";
import { request } from "./request";
import { userKeys } from "./users";

const root = ["causeway", "user"] as const;

/** The profile setters: PUT /api/v2/user/<field> with a one-field body. */
export type UserUpdatePath =
  | "/api/v2/user/bio"
  | "/api/v2/user/name"
  | "/api/v2/user/phone"
  | "/api/v2/user/email"
  | "/api/v2/user/username"
  | "/api/v2/user/password"
  | "/api/v2/user/gender"
  | "/api/v2/user/birthday"
  | "/api/v2/user/location"
  | "/api/v2/user/timezone"
  | "/api/v2/user/business-cover"
  | "/api/v2/user/business-mission"
  | "/api/v2/user/business-sector"
  | "/api/v2/user/business-organization-size"
  | "/api/v2/user/config/translation-language";

type PutOf<Path extends UserUpdatePath> = paths[Path]["put"];
export type UserUpdateBody<Path extends UserUpdatePath> =
  PutOf<Path>["requestBody"]["content"]["application/json"];
export type UserUpdateAnswer<Path extends UserUpdatePath> =
  PutOf<Path>["responses"][200]["content"]["application/json"];

export const userMutations = {
  /**
   * updateUser("/api/v2/user/bio") sends { bio }. Email and username changes answer a new token
   * (response.token): store it as after a renewal.
   */
  update: <Path extends UserUpdatePath>(path: Path) =>
    apiMutation(
      [...root, "update", path],
      (api, body: UserUpdateBody<Path>) =>
        // The path is one of the union above; openapi-fetch cannot narrow a generic path, so the
        // body type is enforced by this function's signature instead.
        request(api.PUT(path as "/api/v2/user/bio", { body: body as never })) as Promise<
          UserUpdateAnswer<Path>
        >,
      () => [userKeys.me(), [...root, "profile"]],
    ),
  donationsVisibility: (userId: number) =>
    apiMutation(
      [...root, userId, "donations-visibility"],
      (api, visibility: boolean) =>
        request(
          api.PUT("/api/v2/user/{id}/donations-visibility", {
            params: { path: { id: userId } },
            body: { visibility },
          }),
        ).then((body) => body.response),
      () => [userKeys.me(), userKeys.donations(userId, {})],
    ),
  /** Uploads the avatar (a Blob or File, already cropped to 200x200). */
  avatar: () =>
    apiMutation(
      [...root, "avatar"],
      (api, file: Blob) =>
        request(
          api.POST("/api/v2/user/avatar", { body: { file }, bodySerializer: toFormData }),
        ).then((body) => body.response),
      () => [userKeys.me()],
    ),
};

/** Serialises a { file } body as multipart/form-data (the upload calls). */
export function toFormData(body: { file: Blob }): FormData {
  const form = new FormData();
  form.append("file", body.file);
  return form;
}
