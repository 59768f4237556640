// A brief cache of the pages rendered for guests (issue 12). Rendering a page (React on the
// server, with the API answering its loaders in the same process) costs several times an API call;
// a guest's page is the same for every guest who asks for it the same way, so it is rendered once
// and served from memory for a few seconds.
// - Only guests: a request carrying a session (the `jwt` or `impersonatorJWT` cookie, or an
//   Authorization header) is never looked up nor stored; a member's page is always rendered.
// - The key is everything the render reads from the request: the URL (origin, path and query,
//   so `?lang=`), the whole Cookie header (the chosen language `cw_lang`, the cookie notice's
//   `cw_notice`, and any cookie a render may read one day), Accept-Language, and the encoding the
//   answer is compressed in.
// - Only a rendered 200 page is kept (HTML without an ETag or a cookie set): files, redirects and
//   error pages are answered as always.
// - An entry goes when the server writes a table a public page shows (the clock apps/api gives:
//   PublicDataClock), and after PAGE_CACHE_TTL_MS whatever happens: the bound on how long a change
//   made by another server goes unseen.
import type { MiddlewareHandler } from "hono";
import { pickEncoding } from "./compress";
import type { PublicDataClock } from "./types";

export const PAGE_CACHE_TTL_MS = 5_000;
export const PAGE_CACHE_MAX_ENTRIES = 200;
/** Larger pages are not kept (a page is tens of kB). */
export const PAGE_CACHE_MAX_BYTES = 1024 * 1024;

const SESSION_COOKIES = new Set(["jwt", "impersonatorJWT"]);

/** Paths that are never a page of the site. */
const NOT_A_PAGE = /^\/(api|socket\.io|media|storybook|assets)(\/|$)/;

export interface PageRequest {
  method: string;
  /** The absolute URL the page was asked for. */
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  acceptEncoding: string | undefined;
  /** Headers that make the request someone's own or conditional. */
  authorization: string | undefined;
  conditional: boolean;
}

/** Whether the Cookie header carries a session cookie (any value: the render decides the rest). */
export function hasSessionCookie(cookie: string): boolean {
  for (const part of cookie.split(";")) {
    const name = part.split("=", 1)[0]?.trim() ?? "";
    if (SESSION_COOKIES.has(name)) return true;
  }
  return false;
}

/** The cache key of a guest's page request, or null when it must be answered for itself. */
export function pageKey(request: PageRequest): string | null {
  if (request.method !== "GET" || request.authorization || request.conditional) return null;
  const cookie = request.cookie ?? "";
  if (hasSessionCookie(cookie)) return null;
  const language = request.acceptLanguage ?? "";
  // Keys are kept in memory: nothing unusually long becomes one.
  if (request.url.length > 2048 || cookie.length > 1024 || language.length > 256) return null;
  let path: string;
  try {
    path = new URL(request.url).pathname;
  } catch {
    return null;
  }
  if (NOT_A_PAGE.test(path)) return null;
  return JSON.stringify([
    request.url,
    cookie,
    language,
    pickEncoding(request.acceptEncoding) ?? "identity",
  ]);
}

/** An answer as kept: status, headers and the body's bytes. */
export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

interface Entry {
  answer: Promise<StoredAnswer | null>;
  at: number;
  expires: number;
  /** Out of time, and a guest's render of its replacement is under way. */
  refreshing: boolean;
}

/** Whether an answer is a rendered page that any guest asking the same way may be given. */
export function isSharablePage(res: Response): boolean {
  return (
    res.status === 200 &&
    (res.headers.get("content-type") ?? "").startsWith("text/html") &&
    !res.headers.has("etag") &&
    !res.headers.has("set-cookie") &&
    !!res.body
  );
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: PublicDataClock | null,
    private readonly options: { ttlMs?: number; max?: number } = {},
  ) {}

  /**
   * The kept answer of `key` while current; else `answer`'s, kept when it is a page (non-null).
   * Guests asking at once for a page not kept share one render; once a kept page is out of time
   * (but nothing was written), the others are answered it while one guest's render replaces it.
   */
  get(key: string, answer: () => Promise<StoredAnswer | null>): Promise<StoredAnswer | null> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && !this.changedSince(entry.at)) {
      // Current, or out of time while one guest's render replaces it: the others are answered
      // the kept page meanwhile (at most one render older), never after a write.
      if (entry.expires > now || entry.refreshing) {
        this.entries.delete(key);
        this.entries.set(key, entry);
        return entry.answer;
      }
      entry.refreshing = true;
      return this.render(key, answer, now, entry);
    }
    return this.render(key, answer, now, null);
  }

  /** Renders and keeps the page; `previous` (out of time) stays until the new one is in. */
  private render(
    key: string,
    answer: () => Promise<StoredAnswer | null>,
    now: number,
    previous: Entry | null,
  ): Promise<StoredAnswer | null> {
    const at = this.clock?.now() ?? 0;
    const fresh: Entry = {
      answer: answer(),
      at,
      expires: now + (this.options.ttlMs ?? PAGE_CACHE_TTL_MS),
      refreshing: false,
    };
    const put = () => {
      this.entries.delete(key);
      this.entries.set(key, fresh);
      if (this.entries.size > (this.options.max ?? PAGE_CACHE_MAX_ENTRIES)) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
    };
    if (!previous) put();
    const forget = () => {
      const current = this.entries.get(key);
      if (current === fresh || current === previous) this.entries.delete(key);
    };
    fresh.answer.then((kept) => {
      if (!kept) forget();
      else if (previous && this.entries.get(key) === previous) put();
    }, forget);
    return fresh.answer;
  }

  /** Whether a table some public page shows was written after tick `at`. */
  private changedSince(at: number): boolean {
    return this.clock?.changedSince(at) ?? false;
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * The middleware in front of the site's pages: a guest's page from the cache, or rendered by what
 * follows and kept. Register it just before the site (its own routes answer first).
 */
export function guestPageCache(cache: PageCache): MiddlewareHandler {
  return async (c, next) => {
    const key = pageKey({
      method: c.req.method,
      url: c.req.url,
      cookie: c.req.header("cookie"),
      acceptLanguage: c.req.header("accept-language"),
      acceptEncoding: c.req.header("accept-encoding"),
      authorization: c.req.header("authorization"),
      conditional: !!(c.req.header("if-none-match") || c.req.header("if-modified-since")),
    });
    if (!key) return next();
    let rendered = false;
    const shared = cache.get(key, async () => {
      rendered = true;
      await next();
      const res = c.res;
      if (!isSharablePage(res)) return null;
      const body = new Uint8Array(await res.arrayBuffer());
      if (body.length > PAGE_CACHE_MAX_BYTES) {
        c.res = new Response(body, res);
        return null;
      }
      const stored = { status: res.status, headers: [...res.headers], body };
      c.res = answerOf(stored);
      return stored;
    });
    if (rendered) {
      await shared;
      return;
    }
    // Another guest's render of the same page: its answer, or (not a page, or it failed) our own.
    const kept = await shared.catch(() => null);
    if (kept) return answerOf(kept);
    return next();
  };
}

function answerOf(stored: StoredAnswer): Response {
  return new Response(stored.body, { status: stored.status, headers: stored.headers });
}
