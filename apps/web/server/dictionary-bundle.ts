// Several namespaces of a language's dictionary in one answer (issue 12). The build writes each
// namespace as its own file (apps/web/vite/dictionary-namespaces.ts); a page reached by a link may
// need ten of them, which a phone would fetch six at a time, a round trip each wave. The app asks
// for them together: /assets/i18n/<build>/<locale>/<a>,<b>,<c>.json answers their messages as one
// object, built from the same files (so a build's answer never changes: cached for a year, like
// them). A list naming a namespace that is not there answers 404.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Context } from "hono";
import { compressWhole, MIN_COMPRESS_BYTES, pickEncoding } from "./compress";

const BUNDLE = /^\/assets\/i18n\/(\w+)\/([a-z]{2})\/([^/]+)\.json$/;
const NAMESPACE = /^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*$/;
/** More names than the dictionary has namespaces is not a list the app makes. */
const MAX_NAMESPACES = 200;
/** Answers kept in memory: a build has a few lists per page and language. */
const MAX_CACHED = 500;

export interface DictionaryBundles {
  /** The merged messages as JSON for a bundle path, or null when it is not one or not there. */
  answer(path: string): Promise<string | null>;
}

export function dictionaryBundles(root: string): DictionaryBundles {
  const cache = new Map<string, Promise<string | null>>();
  async function build(build: string, locale: string, names: string[]): Promise<string | null> {
    const parts = await Promise.all(
      names.map((name) =>
        readFile(join(root, "assets", "i18n", build, locale, `${name}.json`), "utf8")
          .then((text) => JSON.parse(text) as Record<string, string>)
          .catch(() => null),
      ),
    );
    if (parts.some((part) => part === null)) return null;
    return JSON.stringify(Object.assign({}, ...parts));
  }
  return {
    answer(path) {
      const match = BUNDLE.exec(path);
      if (!match?.[1] || !match[2] || !match[3]) return Promise.resolve(null);
      let names: string[];
      try {
        names = decodeURIComponent(match[3]).split(",");
      } catch {
        return Promise.resolve(null); // a malformed escape: not a list the app makes
      }
      if (names.length < 2 || names.length > MAX_NAMESPACES) return Promise.resolve(null);
      if (!names.every((name) => NAMESPACE.test(name))) return Promise.resolve(null);
      const key = `${match[1]}/${match[2]}/${names.join(",")}`;
      let answer = cache.get(key);
      if (!answer) {
        if (cache.size >= MAX_CACHED) cache.clear();
        answer = build(match[1], match[2], names);
        cache.set(key, answer);
      }
      return answer;
    },
  };
}

/** A bundle's answer: JSON, cached for a year, compressed as the browser accepts. */
export async function sendBundle(c: Context, json: string): Promise<Response> {
  const common = {
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Type": "application/json; charset=utf-8",
    Vary: "Accept-Encoding",
  };
  const bytes = new TextEncoder().encode(json);
  const encoding = pickEncoding(c.req.header("accept-encoding"));
  if (!encoding || bytes.length < MIN_COMPRESS_BYTES) return c.body(bytes, 200, common);
  const body = await compressWhole(bytes, encoding);
  return c.body(body, 200, { ...common, "Content-Encoding": encoding });
}
