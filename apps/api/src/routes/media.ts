import type { Hono } from "hono";
import type { Deps, Env } from "../context";
import { type Ctx, requireAuth } from "../http";
import { badRequest } from "../lib/errors";
import { randomToken } from "../lib/security";
import { mediaPath, presentUser } from "../services/present";
import { type Sniffed, sniff } from "../services/sniff";

/** Reads the multipart `file`, checks size and bytes, stores it, answers the media row. */
async function receive(c: Ctx, deps: Deps, accept: "image" | "any", field = "file") {
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
  const kind: Sniffed | null = sniff(bytes);
  if (!kind || (accept === "image" && kind.kind !== "image"))
    throw badRequest({
      [field]: accept === "image" ? "upload.validator.image_type" : "upload.validator.file_type",
    });
  const now = new Date();
  const folder = kind.kind === "image" ? "uploads" : "files";
  const key = `${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomToken(12)}.${kind.ext}`;
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
    const m = await receive(c, deps, "any");
    return c.json({
      response: {
        files: [
          {
            id: m.id,
            name: m.name,
            path: mediaPath(m.storage_key),
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

  // Served back with headers that stop a browser from running anything it finds inside.
  app.get("/media/*", async (c) => {
    const key = c.req.path.slice("/media/".length);
    const row = await deps.db
      .selectFrom("media")
      .select(["mime_type", "name", "storage_key"])
      .where("storage_key", "=", key)
      .executeTakeFirst();
    const bytes = row ? await deps.storage.get(row.storage_key) : null;
    if (!row || !bytes) return c.json({ code: 404, message: "Not found." }, 404);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": row.mime_type,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "Content-Disposition": `${row.mime_type === "application/pdf" ? "attachment" : "inline"}; filename="${encodeURIComponent(row.name)}"`,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });
}
