// Server rendering of the site's pages (issue 12): the web app's server entry
// (apps/web/dist-server/entry-server.js, built beside apps/web/dist) renders a page with its data,
// and the page goes out inside the built index.html with the state the browser hydrates from, as
// JSON in a non-executable <script type="application/json"> (the CSP keeps script-src 'self').
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export interface RenderInput {
  url: string;
  cookie: string;
  acceptLanguage: string;
  /** The site's origin, for the page's canonical, hreflang and Open Graph URLs. */
  origin: string;
  fetch: (request: Request) => Promise<Response>;
}

export type RenderOutput =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      locale: string;
      theme?: string;
      html: string;
      state: string;
      head: string;
      /** What a browser without JavaScript says under the page, in the page's language. */
      noscript?: string;
      /** The template's texts outside the app (its `data-cw-text` elements), by key. */
      texts?: Record<string, string>;
    };

export interface PageRenderer {
  render(input: RenderInput): Promise<RenderOutput>;
}

/** The renderer of the built web app next to `staticDir`, or null when it was built without one. */
export async function loadPageRenderer(staticDir: string): Promise<PageRenderer | null> {
  const entry = join(staticDir, "..", "dist-server", "entry-server.js");
  if (!existsSync(entry)) return null;
  // The server entry bundles its renderer (Preact) and libraries, built for production; a library
  // that still reads NODE_ENV at run time reads "production" unless NODE_ENV=development was set
  // on purpose.
  process.env.NODE_ENV ??= "production";
  const module = (await import(pathToFileURL(entry).href)) as {
    renderPage: (input: RenderInput) => Promise<RenderOutput>;
  };
  return { render: module.renderPage };
}

/** JSON safe inside <script>: nothing in it can close the element or start a comment. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The built index.html with a rendered page in it: the page's language on <html>, its own head
 * (title, description, canonical, hreflang, Open Graph) in place of the template's default title
 * and description, the page in #root and its state after it.
 */
export function pageHtml(
  template: string,
  page: {
    locale: string;
    theme?: string;
    html: string;
    state: string;
    head?: string;
    noscript?: string;
    texts?: Record<string, string>;
  },
) {
  const head = page.head;
  const withHead = head
    ? template
        .replace(/[ \t]*<meta name="description"[^>]*>\n?/, "")
        .replace(/<title>[^<]*<\/title>/, () => head)
    : template;
  const theme = page.theme && /^[a-z]+$/.test(page.theme) ? page.theme : "system";
  const noscript = page.noscript;
  const withNoscript =
    noscript === undefined
      ? withHead
      : withHead.replace(
          /<noscript>[^<]*<\/noscript>/,
          () => `<noscript>${escapeText(noscript)}</noscript>`,
        );
  const texts = page.texts ?? {};
  return withNoscript
    .replace(
      /(<(\w+)\b[^>]*\bdata-cw-text="([\w.]+)"[^>]*>)[^<]*(<\/\2>)/g,
      (element, open: string, _tag, key: string, close: string) => {
        const text = texts[key];
        return text === undefined ? element : `${open}${escapeText(text)}${close}`;
      },
    )
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(/(<html\b[^>]*\bdata-theme=")[^"]*"/, `$1${theme}"`)
    .replace(
      '<div id="root"></div>',
      // A function, so a "$&" or "$'" in what a user wrote is text, not a replacement pattern.
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="cw-ssr">${scriptSafeJson(page.state)}</script>`,
    );
}

/** Text safe as an element's content. */
const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The template, read once per file version. */
export function templateReader(file: string): () => Promise<string> {
  let cached: { mtime: number; text: string } | null = null;
  return async () => {
    const info = await stat(file);
    if (cached?.mtime !== info.mtimeMs)
      cached = { mtime: info.mtimeMs, text: await readFile(file, "utf8") };
    return cached.text;
  };
}
