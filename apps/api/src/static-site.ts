import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import type { Context, Hono } from "hono";
import {
  compress,
  type Encoding,
  isCompressible,
  MIN_COMPRESS_BYTES,
  pickEncoding,
} from "./compression";
import type { Env } from "./context";
import { dictionaryBundles, sendBundle } from "./dictionary-bundle";
import type { Logger } from "./log";
import { loadPageRenderer, pageHtml, templateReader } from "./services/page-render";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
};

/** The video players the site embeds (ui VideoEmbed: YouTube without cookies, Twitch). */
const VIDEO_FRAMES = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.twitch.tv",
  "https://clips.twitch.tv",
];

/**
 * The site's policy: its own scripts only (Vite emits no inline script), styles from its own
 * sheets plus the inline style attributes the widgets set, images from anywhere over https (cover
 * images, avatars and video thumbnails may live on a CDN), the API and socket.io on this origin.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  `frame-src ${VIDEO_FRAMES.join(" ")}`,
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/**
 * Storybook's built pages carry inline bootstrap scripts and its docs compile MDX at run time, so
 * its own folder gets a looser script policy; it stays on this origin and frames only itself.
 */
export const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  `frame-src 'self' ${VIDEO_FRAMES.join(" ")}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  // Payment providers may open a pop-up that reports back to this window.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=(self)",
};

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Paths the web app never answers with index.html: the server's own, and a missing asset. */
const NOT_THE_APP = /^\/(api|socket\.io|media|storybook)(\/|$)/;

/**
 * The file under root that a URL path names (a folder gives its index.html), or null: a path that
 * does not decode, leaves root, or names a dot-file is never served.
 */
async function fileFor(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.split(/[/\\]/).some((part) => part.startsWith("."))) {
    return null;
  }
  let file = resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = join(file, "index.html");
      info = await stat(file);
    }
    return info.isFile() ? file : null;
  } catch {
    return null;
  }
}

/** Files compressed on the way out (no precompressed sibling), by path, size, time and encoding. */
const compressedCache = new Map<string, Buffer>();
const COMPRESSED_CACHE_MAX = 256;

/**
 * The bytes of `file` in `encoding`: the build's precompressed `<file>.br`/`<file>.gz` when it is
 * there and not older than the file, else compressed now and kept in memory.
 */
async function encoded(file: string, mtimeMs: number, size: number, encoding: Encoding) {
  const sibling = `${file}.${encoding === "br" ? "br" : "gz"}`;
  try {
    const info = await stat(sibling);
    if (info.isFile() && info.mtimeMs >= mtimeMs) return readFile(sibling);
  } catch {
    // no precompressed file: compress below
  }
  const key = `${file}:${size}:${mtimeMs}:${encoding}`;
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const bytes = await compress(await readFile(file), encoding, "static");
  if (compressedCache.size >= COMPRESSED_CACHE_MAX) {
    const oldest = compressedCache.keys().next().value;
    if (oldest !== undefined) compressedCache.delete(oldest);
  }
  compressedCache.set(key, bytes);
  return bytes;
}

async function send(
  c: Context<Env>,
  file: string,
  headers: { csp: string; cache: string; status?: 200 | 404 },
) {
  const info = await stat(file);
  const type = TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
  const textual = isCompressible(type);
  const encoding =
    textual && info.size >= MIN_COMPRESS_BYTES
      ? pickEncoding(c.req.header("accept-encoding"))
      : null;
  // Each encoding is its own representation, with its own validator.
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ""}"`;
  const common: Record<string, string> = {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": headers.csp,
    "Cache-Control": headers.cache,
    ETag: etag,
    ...(textual ? { Vary: "Accept-Encoding" } : {}),
  };
  if ((headers.status ?? 200) === 200 && c.req.header("if-none-match") === etag) {
    return c.body(null, 304, common);
  }
  if (encoding) {
    const body = await encoded(file, info.mtimeMs, info.size, encoding);
    return c.body(new Uint8Array(body), headers.status ?? 200, {
      ...common,
      "Content-Type": type,
      "Content-Encoding": encoding,
    });
  }
  return c.body(await readFile(file), headers.status ?? 200, { ...common, "Content-Type": type });
}

function notFound(c: Context<Env>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  return c.json({ code: 404, message: "Not found." }, 404);
}

/**
 * The built web app at "/" and, when given, the built Storybook at /storybook/. A file that exists
 * is answered as it is (hashed files under assets/ cached for a year, everything else revalidated);
 * any other GET answers the app's index.html (its router draws the page, or its 404 page), except
 * /api, /socket.io, /media and /storybook paths and a missing file under /assets/, which answer 404.
 */
export function serveStaticSite(
  app: Hono<Env>,
  site: {
    root: string;
    storybook: string | null;
    log?: Logger;
    /** The site's public origin (PUBLIC_URL) for canonical and Open Graph URLs; else the request's. */
    publicOrigin?: string | null;
  },
) {
  const log = site.log;
  const root = resolve(site.root);
  const index = join(root, "index.html");
  const renderer = loadPageRenderer(root).catch((error: unknown) => {
    log?.warn("the web app's server render could not be loaded", { error });
    return null;
  });
  const template = templateReader(index);
  const dictionaries = dictionaryBundles(root);

  /** The page rendered with its data, or null (no renderer, or it failed: the app renders it). */
  async function renderedPage(c: Context<Env>): Promise<Response | null> {
    const render = await renderer;
    if (!render) return null;
    try {
      const out = await render.render({
        url: c.req.url,
        cookie: c.req.header("cookie") ?? "",
        acceptLanguage: c.req.header("accept-language") ?? "",
        origin: site.publicOrigin ?? new URL(c.req.url).origin,
        fetch: (request) => Promise.resolve(app.fetch(request, c.env)),
      });
      if (out.kind === "redirect") {
        return c.body(null, out.status as 302, { ...SECURITY_HEADERS, Location: out.location });
      }
      const html = pageHtml(await template(), out);
      const headers: Record<string, string> = {
        ...SECURITY_HEADERS,
        "Content-Security-Policy": APP_CSP,
        "Cache-Control": "no-cache",
        "Content-Type": "text/html; charset=utf-8",
        Vary: "Accept-Encoding, Cookie, Accept-Language",
      };
      // The page goes out compressed like every text answer (brotli, else gzip).
      const encoding = pickEncoding(c.req.header("accept-encoding"));
      const bytes = new TextEncoder().encode(html);
      if (!encoding || bytes.length < MIN_COMPRESS_BYTES) {
        return c.body(html, out.status as 200, headers);
      }
      const body = new Uint8Array(await compress(bytes, encoding));
      return c.body(body, out.status as 200, { ...headers, "Content-Encoding": encoding });
    } catch (error) {
      log?.error("server render failed; the app renders the page", { error, path: c.req.path });
      return null;
    }
  }

  if (site.storybook) {
    const storybook = resolve(site.storybook);
    // Storybook links its files relatively: its index must be read from /storybook/.
    app.get("/storybook", (c) => c.redirect("/storybook/", 301));
    app.get("/storybook/*", async (c) => {
      const path = c.req.path.slice("/storybook".length);
      const file = await fileFor(storybook, path);
      if (!file) return notFound(c);
      const cache = path.startsWith("/assets/") ? IMMUTABLE : "no-cache";
      return send(c, file, { csp: STORYBOOK_CSP, cache });
    });
  }

  app.get("*", async (c) => {
    const path = c.req.path;
    if (NOT_THE_APP.test(path)) return notFound(c);
    const file = await fileFor(root, path);
    // "/" names the folder, whose index.html is the template: the home page is rendered like any.
    if (file && file !== index) {
      const cache = path.startsWith("/assets/") ? IMMUTABLE : "no-cache";
      return send(c, file, { csp: APP_CSP, cache });
    }
    const bundle = await dictionaries.answer(path);
    if (bundle !== null) {
      return sendBundle(c, bundle, { ...SECURITY_HEADERS, "Content-Security-Policy": APP_CSP });
    }
    // A chunk of an older build is gone: a 404, not index.html served as JavaScript.
    if (path.startsWith("/assets/")) return notFound(c);
    const rendered = await renderedPage(c);
    if (rendered) return rendered;
    try {
      return await send(c, index, { csp: APP_CSP, cache: "no-cache" });
    } catch {
      return notFound(c);
    }
  });
}
