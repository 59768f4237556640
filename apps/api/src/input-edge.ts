// The edge of every request, before any route reads it (issue 9): what a text may hold is decided
// once, by @causeway/rules (text-input.ts), for every path and query parameter here and for
// every JSON body in jsonBody (http.ts).
// - A path that holds a control character names no resource: 404, as any malformed path id, on
//   every path (the API, /media, the site's files), before a database or file system sees it.
// - An API query parameter holding one is refused: 400 naming the parameter.
// - `lang`, accepted by every operation, must be one of the 14 interface languages.

import { LOCALES } from "@causeway/i18n";
import { hasControlCharacters, TEXT_MESSAGE } from "@causeway/rules";
import type { MiddlewareHandler } from "hono";
import type { Env } from "./context";
import { badRequest } from "./lib/errors";

const LANGUAGES = new Set<string>(LOCALES);

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export const pathEdge: MiddlewareHandler<Env> = async (c, next) => {
  if (hasControlCharacters(decodedPath(new URL(c.req.url).pathname)))
    return c.json({ code: 404, message: "Not found." }, 404);
  await next();
};

export const queryEdge: MiddlewareHandler<Env> = async (c, next) => {
  const url = new URL(c.req.url);
  for (const [name, value] of url.searchParams) {
    if (hasControlCharacters(name) || hasControlCharacters(value))
      throw badRequest({ [hasControlCharacters(name) ? "query" : name]: TEXT_MESSAGE.control });
  }
  const lang = url.searchParams.get("lang");
  if (lang !== null && !LANGUAGES.has(lang)) throw badRequest({ lang: "validation.invalid" });
  await next();
};
