import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { type Deps, type Env, isAdmin } from "../context";
import { type Ctx, requireAuth } from "../http/request";
import { badRequest } from "../lib/errors";
import { mediaPath, presentUser } from "../services/present";
import { presentedMediaPath, validMediaSignature } from "../services/private-media";
import { type Sniffed, sniff } from "../services/sniff";
import { type SniffedDocument, sniffDocument } from "../services/sniff-document";
import { newStorageKey } from "../services/storage";

/**
 * Reads the multipart `file`, checks size and bytes, stores it, answers the media row. Images
 * are public; a document (anything sent to the documents endpoint, a JPG certificate too) is
 * private. An invoice may also be an office document, a text file or a phone's picture
 * (sniffDocument); an image or a PDF otherwise.
 */
async function receive(
  c: Ctx,
  deps: Deps,
  accept: "image" | "document" | "invoice",
  field = "file",
) {
  const { user } = requireAuth(c);
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data"))
    throw badRequest({ [field]: "upload.validator.multipart_expected" });
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest({ [field]: "upload.validator.unreadable" });
  }
  const file = form.file;
  if (!(file instanceof File)) throw badRequest({ [field]: "upload.validator.file_required" });
  if (file.size === 0) throw badRequest({ [field]: "upload.validator.empty" });
  if (file.size > deps.config.maxUploadBytes)
    throw badRequest({ [field]: "upload.validator.too_large" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind: Sniffed | SniffedDocument | null =
    sniff(bytes) ?? (accept === "invoice" ? sniffDocument(bytes, file.name) : null);
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
      owner_id: user.id,
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

export function mediaRoutes(app: Hono<Env>, deps: Deps) {
  const images = async (c: Ctx) => {
    const m = await receive(c, deps, "image");
    return c.json({
      response: {
        images: [
          { id: m.id, path: mediaPath(m.storage_key), width: m.width ?? 1, height: m.height ?? 1 },
        ],
      },
    });
  };
  app.post("/api/v2/resources/image", images);
  app.post("/api/v1/resources/image", images);

  app.post("/api/v2/resources/file", async (c) => {
    const purpose = c.req.query("purpose") ?? "document";
    if (purpose !== "document" && purpose !== "invoice")
      throw badRequest({ purpose: "validation.invalid" });
    const m = await receive(c, deps, purpose);
    return c.json({
      response: {
        files: [
          {
            id: m.id,
            name: m.name,
            path: presentedMediaPath(m),
            mime_type: m.mime_type,
            size: m.size,
          },
        ],
      },
    });
  });

  app.post("/api/v2/user/avatar", async (c) => {
    const m = await receive(c, deps, "image");
    const user = await deps.db
      .updateTable("users")
      .set({ avatar_media_id: m.id })
      .where("id", "=", m.owner_id ?? 0)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ response: await presentUser(deps.db, user, { private: true }) });
  });

  // Served back with headers that stop a browser from running anything it finds inside. A
  // private file needs a valid signed path, or the token (bearer or `jwt` cookie) of its owner or
  // of staff; otherwise it is answered as missing, so its existence is not revealed either.
  app.get("/media/*", async (c) => {
    const key = c.req.path.slice("/media/".length);
    const row = await deps.db
      .selectFrom("media")
      .select(["mime_type", "name", "storage_key", "private", "owner_id"])
      .where("storage_key", "=", key)
      .executeTakeFirst();
    const allowed =
      !!row &&
      (!row.private ||
        validMediaSignature(row.storage_key, c.req.query("expires"), c.req.query("signature")) ||
        (await ownerOrStaff(c, deps, row.owner_id)));
    const bytes = row && allowed ? await deps.storage.get(row.storage_key) : null;
    if (!row || !bytes) return c.json({ code: 404, message: "Not found." }, 404);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": row.mime_type,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      // Only our sniffed images are shown inline; a PDF or a document is a download.
      "Content-Disposition": `${/^image\/(png|gif|jpeg)$/.test(row.mime_type) ? "inline" : "attachment"}; filename="${encodeURIComponent(row.name)}"`,
      ...(row.private
        ? { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" }
        : { "Cache-Control": "public, max-age=31536000, immutable" }),
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });
}

/** Whether the request carries a live token (bearer, else the `jwt` cookie) of the owner or staff. */
async function ownerOrStaff(c: Ctx, deps: Deps, ownerId: number | null): Promise<boolean> {
  const header = c.req.header("authorization");
  const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : getCookie(c, "jwt");
  const claims = token ? await deps.tokens.verify(token) : null;
  if (!claims) return false;
  const user = await deps.db
    .selectFrom("users")
    .select(["id", "roles", "token_version"])
    .where("id", "=", claims.userId)
    .executeTakeFirst();
  if (!user || user.token_version !== claims.version) return false;
  return user.id === ownerId || isAdmin(user);
}
