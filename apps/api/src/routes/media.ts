import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { Deps, Env } from "../context";
import { type Ctx, requireAuth } from "../http/request";
import { badRequest } from "../lib/errors";
import { type Accept, mediaByKey, setAvatar, storeUpload, tokenMayOpen } from "../services/media";
import { mediaPath, presentUser } from "../services/present";
import { presentedMediaPath, validMediaSignature } from "../services/private-media";

/**
 * Reads the multipart `file` and hands it to storeUpload (services/media.ts), which checks its
 * size and bytes, stores it and answers the media row. Images are public; a document (anything
 * sent to the documents endpoint, a JPG certificate too) is private.
 */
async function receive(c: Ctx, deps: Deps, accept: Accept, field = "file") {
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
  const { db, storage } = deps;
  return storeUpload(
    { db, storage, maxBytes: deps.config.maxUploadBytes },
    user.id,
    file,
    accept,
    field,
  );
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
    const user = await setAvatar(deps.db, m.owner_id ?? 0, m.id);
    return c.json({ response: await presentUser(deps.db, user, { private: true }) });
  });

  // Served back with headers that stop a browser from running anything it finds inside. A
  // private file needs a valid signed path, or the token (bearer or `jwt` cookie) of its owner or
  // of staff; otherwise it is answered as missing, so its existence is not revealed either.
  app.get("/media/*", async (c) => {
    const key = c.req.path.slice("/media/".length);
    const row = await mediaByKey(deps.db, key);
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
      // Only our sniffed images (and the demo world's WebP pictures, seed/pictures.ts) are shown
      // inline; a PDF or a document is a download.
      "Content-Disposition": `${/^image\/(png|gif|jpeg|webp)$/.test(row.mime_type) ? "inline" : "attachment"}; filename="${encodeURIComponent(row.name)}"`,
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
  return tokenMayOpen(deps.db, claims, ownerId);
}
