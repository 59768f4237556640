// The site on one origin with the API (ARCHITECTURE, "How a page is built"): the built files, the
// dictionary bundles, the Storybook under /storybook/, and every other GET a page rendered on the
// server: a member's streamed, frame first; a guest's rendered whole and kept a few seconds.
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { compress as compressFiles } from "hono/compress";
import { compressStream, compressWhole, MIN_COMPRESS_BYTES, pickEncoding } from "./compress";
import { dictionaryBundles, sendBundle } from "./dictionary-bundle";
import { type PageDocument, pageDocument } from "./document";
import { guestPageCache, hasSessionCookie, PageCache } from "./page-cache";
import type { RenderInput, RenderOutput } from "./render";
import { NONCE_KEY, siteHeaders, storybookHeaders, streamedPageHeaders } from "./security";
import { staticFiles } from "./static-files";
import type { Site, SiteOptions } from "./types";

/** The server render (render.tsx); null when the build has none (the browser draws every page). */
export type Renderer = ((input: RenderInput) => Promise<RenderOutput>) | null;

/** Paths the site never answers with a page: the server's own, and a missing asset. */
const NOT_THE_APP = /^\/(api|socket\.io|media|storybook|assets)(\/|$)/;

type Variables = { Variables: { secureHeadersNonce?: string } };

/** `headers` applied to the answer `answer` makes (c.res is set once, inside). */
async function answered(
  c: Context<Variables>,
  headers: MiddlewareHandler,
  answer: () => Promise<Response>,
): Promise<Response> {
  await headers(c, async () => {
    c.res = await answer();
  });
  return c.res;
}

export async function siteApp(options: SiteOptions, render: Renderer): Promise<Site> {
  const root = resolve(options.staticDir);
  const document = pageDocument(await readFile(join(root, "index.html"), "utf8"));
  const files = staticFiles(root);
  const dictionaries = dictionaryBundles(root);
  const guestPages = guestPageCache(new PageCache(options.changes ?? null));
  const app = new Hono<Variables>();

  if (options.storybookDir) {
    const storybook = resolve(options.storybookDir);
    const storybookFiles = staticFiles(storybook, "/storybook");
    // Storybook links its files relatively: its index must be read from /storybook/.
    app.get("/storybook", (c) => c.redirect("/storybook/", 301));
    app.get("/storybook/", storybookHeaders, async (c) =>
      c.html(await readFile(join(storybook, "index.html"), "utf8"), 200, {
        "Cache-Control": "no-cache",
      }),
    );
    app.get("/storybook/*", storybookHeaders, compressFiles(), async (c) => {
      const file = await storybookFiles(c);
      return file ?? c.json({ code: 404, message: "Not found." }, 404);
    });
  }

  /** The page for this request, or the template for the browser to draw (no renderer, or it failed). */
  const page = async (c: Context<Variables>, nonce: string | undefined): Promise<Response> => {
    let out: RenderOutput | null = null;
    try {
      out = render
        ? await render({
            url: c.req.url,
            cookie: c.req.header("cookie") ?? "",
            acceptLanguage: c.req.header("accept-language") ?? "",
            origin: options.publicOrigin ?? new URL(c.req.url).origin,
            fetch: (request) => Promise.resolve(options.api(request, c.env)),
            nonce,
            onError: (error) =>
              options.log?.warn("a part of a page failed to render", { error, path: c.req.path }),
          })
        : null;
    } catch (error) {
      options.log?.error("server render failed; the browser draws the page", {
        error,
        path: c.req.path,
      });
    }
    if (out?.kind === "redirect") return c.redirect(out.location, out.status as 302);
    const headers = {
      "Cache-Control": "no-cache",
      "Content-Type": "text/html; charset=utf-8",
      Vary: "Accept-Encoding, Cookie, Accept-Language",
    };
    if (!out) return c.body(document.fallback, 200, headers);
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    const status = out.status as 200;
    if (nonce) {
      const body = pieces(document, out);
      return encoding
        ? c.body(compressStream(body, encoding), status, {
            ...headers,
            "Content-Encoding": encoding,
          })
        : c.body(textStream(body), status, headers);
    }
    let html = "";
    for await (const piece of pieces(document, out)) html += piece;
    const bytes = new TextEncoder().encode(html);
    if (!encoding || bytes.length < MIN_COMPRESS_BYTES) return c.body(bytes, status, headers);
    return c.body(await compressWhole(bytes, encoding), status, {
      ...headers,
      "Content-Encoding": encoding,
    });
  };

  app.get("*", async (c) => {
    const file = await files(c);
    if (file) return answered(c, siteHeaders, async () => file);
    const bundle = await dictionaries.answer(c.req.path);
    if (bundle !== null) return answered(c, siteHeaders, () => sendBundle(c, bundle));
    if (NOT_THE_APP.test(c.req.path)) {
      return answered(c, siteHeaders, async () =>
        c.json({ code: 404, message: "Not found." }, 404),
      );
    }
    if (hasSessionCookie(c.req.header("cookie") ?? "") || c.req.header("authorization")) {
      return answered(c, streamedPageHeaders, () => page(c, c.get(NONCE_KEY)));
    }
    await siteHeaders(c, () =>
      guestPages(c, async () => {
        c.res = await page(c, undefined);
      }).then((kept) => {
        if (kept) c.res = kept;
      }),
    );
    return c.res;
  });

  return { fetch: (request, env) => Promise.resolve(app.fetch(request, env)) };
}

/** The whole document of a rendered page, piece by piece as React writes it. */
async function* pieces(
  document: PageDocument,
  out: Extract<RenderOutput, { kind: "page" }>,
): AsyncIterable<string> {
  yield document.start(out) + out.frame;
  for await (const piece of out.rest) yield piece;
  yield document.end(out.state());
}

function textStream(source: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = source[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
  });
}
