// The post payload (PostPayload of the contract: title, is_anonymous, content, image_ids) and its
// builder. The title is one line; the content must have text (post.no_content).
import * as z from "zod/mini";
import { POST_TITLE_MAX } from "../constants";
import { hasPostContent, POST_MESSAGE, sanitizePostTitle } from "../post";
import { type Upload, uploadedFiles } from "../uploads";
import { id, maxChars, singleLine } from "./fields";

export const postPayloadSchema = z.object({
  title: z.nullable(z.string().check(maxChars(POST_TITLE_MAX), singleLine())),
  is_anonymous: z.boolean(),
  content: z.string().check(z.refine(hasPostContent, { message: POST_MESSAGE.noContent })),
  image_ids: z.array(id()),
});

export type PostPayloadOutput = z.output<typeof postPayloadSchema>;

/** A comment or a reply (POST /api/v2/post/{slug}/comments): trimmed, 1 to 2000 characters. */
export const COMMENT_MAX = 2000;

export const commentPayloadSchema = z.object({
  content: z
    .string(POST_MESSAGE.noContent)
    .check(z.trim(), z.minLength(1, POST_MESSAGE.noContent), maxChars(COMMENT_MAX)),
  parent_id: z.optional(z.nullable(id())),
});

export type CommentPayloadOutput = z.output<typeof commentPayloadSchema>;

/** The creator's state as the payload: an empty title is null, images only with a media id. */
export function toPostPayload(draft: {
  title: string;
  content: string;
  isAnonymous: boolean;
  images: readonly Upload[];
}): PostPayloadOutput {
  const title = sanitizePostTitle(draft.title).trim();
  return {
    title: title === "" ? null : title,
    is_anonymous: draft.isAnonymous,
    content: draft.content.trim(),
    image_ids: uploadedFiles(draft.images).map((image) => image.mediaId),
  };
}
