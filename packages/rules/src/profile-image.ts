// Avatar and cover images (000 §2, 001 §5): png, gif or jpeg; zoom 1 to 2 in steps of 0.01; the
// avatar saved at 200 x 200, the business cover at 382.5 x 156. The spec names no file-size limit:
// the chosen file may be up to 10 MB, under what the server takes (apps/api MAX_UPLOAD_BYTES,
// 10 MiB), and said as "10 MB" in every language.
import { AVATAR_CROP, COVER_CROP } from "./constants";
import { acceptsFile } from "./uploads";

export type ProfileImageKind = "avatar" | "cover";

/** The types the file picker offers and accepts. */
export const PROFILE_IMAGE_TYPES = ["image/png", "image/gif", "image/jpeg"] as const;

/** The largest file a user may choose, in bytes. */
export const PROFILE_IMAGE_MAX_BYTES = 10_000_000;

/**
 * The saved image: its size as the spec gives it, and the pixel multiplier. 382.5 x 156 has no
 * whole-pixel canvas, so the cover is drawn at twice its size (765 x 312, the exact shape, sharp
 * on dense screens); the avatar at exactly 200 x 200.
 */
export const PROFILE_IMAGE_OUTPUT = {
  avatar: { size: AVATAR_CROP, scale: 1 },
  cover: { size: COVER_CROP, scale: 2 },
} as const satisfies Record<ProfileImageKind, unknown>;

export type ProfileImageProblem = "type" | "size";

/** Why a chosen file cannot be used, or null. */
export function profileImageProblem(file: {
  name: string;
  type: string;
  size: number;
}): ProfileImageProblem | null {
  if (!acceptsFile("avatar", { mimeType: file.type, name: file.name })) return "type";
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return "size";
  return null;
}
