// The built files: hono's serveStatic (Node), with the build's precompressed `.br`/`.gz` siblings
// (scripts/precompress.mjs) for a browser that takes them, hono's etag for revalidation, and
// caching by kind: hashed files under /assets/ for a year, the others revalidated each time.
import { stat } from "node:fs/promises";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";
import { etag } from "hono/etag";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A path no file answers: a dot-file or folder (/.env, /.vite/manifest.json), or a folder. */
const NEVER_A_FILE = /(^|\/)\.|\/$|^$/;

/**
 * The answer of the file under `root` that the request's path names (less `prefix`), or null when
 * there is none. serveStatic refuses a path that decodes to a parent folder or a backslash.
 */
export type FileAnswer = (c: Context) => Promise<Response | null>;

export function staticFiles(root: string, prefix = ""): FileAnswer {
  const revalidated = etag();
  const local = (path: string) => path.slice(prefix.length);
  /** The file each request was answered with (the .br or .gz sibling when it was sent). */
  const sent = new WeakMap<Context, string>();
  const files = serveStatic({
    root,
    precompressed: true,
    rewriteRequestPath: local,
    onFound: (file, c) => {
      sent.set(c, file);
    },
  });
  return async (c) => {
    const path = local(c.req.path);
    if (NEVER_A_FILE.test(path)) return null;
    let found = false;
    await revalidated(c, async () => {
      const answer = await files(c, async () => {});
      const file = sent.get(c);
      if (!answer || !file) return;
      found = true;
      // Each encoding is its own representation (the file sent is the sibling), with its own
      // validator, set before etag() compares it.
      const info = await stat(file);
      answer.headers.set("Cache-Control", path.startsWith("/assets/") ? IMMUTABLE : "no-cache");
      answer.headers.set(
        "ETag",
        `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      );
      answer.headers.set("Vary", "Accept-Encoding");
      c.res = answer;
    });
    return found ? c.res : null;
  };
}
