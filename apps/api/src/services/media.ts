// Uploads and serving them (routes/media.ts): a file's size and bytes checked, stored under a new
// key and recorded as its uploader's (an image public, a document private); an avatar set; who may
// open a private file with a token: its owner or staff, while the token is live.
import { createHash } from "node:crypto";
import { isAdmin } from "../context";
import type { Q } from "../db/database";
import { badRequest } from "../lib/errors";
import type { TokenClaims } from "../lib/security";
import { type Sniffed, sniff } from "./sniff";
import { type SniffedDocument, sniffDocument } from "./sniff-document";
import { newStorageKey, type Storage } from "./storage";

export type Accept = "image" | "document" | "invoice";

/**
 * The file stored and recorded as `userId`'s: not empty, at most `maxBytes`, an image for
 * `image`, an image or a PDF for a document, also an office document, a text file or a phone's
 * picture for an invoice (sniffDocument); refused under `field` otherwise.
 */
export async function storeUpload(
  deps: { db: Q; storage: Storage; maxBytes: number },
  userId: number,
  file: File,
  accept: Accept,
  field: string,
) {
  if (file.size === 0) throw badRequest({ [field]: "upload.validator.empty" });
  if (file.size > deps.maxBytes) throw badRequest({ [field]: "upload.validator.too_large" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind: Sniffed | SniffedDocument | null =
    (await sniff(bytes)) ?? (accept === "invoice" ? await sniffDocument(bytes, file.name) : null);
  if (!kind || (accept === "image" && kind.kind !== "image"))
    throw badRequest({
      [field]:
        accept === "image"
          ? "upload.validator.image_type"
          : accept === "invoice"
            ? "upload.validator.invoice_type"
            : "upload.validator.file_type",
    });
  const now = new Date();
  const folder = kind.kind === "image" ? "uploads" : "files";
  const key = newStorageKey(
    `${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`,
    kind.ext,
  );
  await deps.storage.put(key, bytes);
  const name = (file.name || `upload.${kind.ext}`)
    .replace(/[^\p{L}\p{N}._ -]/gu, "_")
    .slice(0, 150);
  return deps.db
    .insertInto("media")
    .values({
      owner_id: userId,
      kind: kind.kind,
      name,
      storage_key: key,
      mime_type: kind.mime,
      size: bytes.length,
      width: kind.width,
      height: kind.height,
      private: accept !== "image",
      // The same document is never accepted on two withdrawals (services/documents-policy.ts).
      sha256: createHash("sha256").update(bytes).digest("hex"),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The member `userId` with the image `mediaId` as their avatar. */
export function setAvatar(db: Q, userId: number, mediaId: number) {
  return db
    .updateTable("users")
    .set({ avatar_media_id: mediaId })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The stored file under `key`, as served. */
export function mediaByKey(db: Q, key: string) {
  return db
    .selectFrom("media")
    .select(["mime_type", "name", "storage_key", "private", "owner_id"])
    .where("storage_key", "=", key)
    .executeTakeFirst();
}

/** Whether a verified token's member, still of that token version, is the owner or staff. */
export async function tokenMayOpen(db: Q, claims: TokenClaims, ownerId: number | null) {
  const user = await db
    .selectFrom("users")
    .select(["id", "roles", "token_version"])
    .where("id", "=", claims.userId)
    .executeTakeFirst();
  if (!user || user.token_version !== claims.version) return false;
  return user.id === ownerId || isAdmin(user);
}
