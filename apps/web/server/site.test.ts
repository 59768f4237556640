import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { RenderInput, RenderOutput } from "./render";
import { type Renderer, siteApp } from "./site";
import type { Site } from "./types";

const TEMPLATE = `<!doctype html>
<html lang="en" data-theme="system">
  <head>
    <!--page-head--><title>Causeway app</title><!--/page-head-->
    <script type="module" crossorigin src="/assets/boot-AbC123.js"></script>
  </head>
  <body>
    <div id="root"><!--page-html--></div>
  </body>
</html>`;

const BIG_JS = `export const campaigns = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Campaign ${i}`))};\n`;

/** A built web app and a built Storybook in a temporary folder, as `npm start` serves them. */
function builtSite() {
  const root = mkdtempSync(join(tmpdir(), "causeway-site-"));
  const web = join(root, "web");
  const storybook = join(root, "storybook");
  mkdirSync(join(web, "assets"), { recursive: true });
  mkdirSync(join(web, ".vite"), { recursive: true });
  mkdirSync(join(storybook, "assets"), { recursive: true });
  writeFileSync(join(web, "index.html"), TEMPLATE);
  writeFileSync(join(web, "assets", "boot-AbC123.js"), "console.log(1)");
  writeFileSync(join(web, "assets", "boot-AbC123.css"), "body{}");
  // The build precompresses its text files (scripts/precompress.mjs): brotli and gzip siblings.
  writeFileSync(join(web, "assets", "big-Q1w2e3.js"), BIG_JS);
  writeFileSync(join(web, "assets", "big-Q1w2e3.js.br"), brotliCompressSync(BIG_JS));
  writeFileSync(join(web, "assets", "big-Q1w2e3.js.gz"), gzipSync(BIG_JS));
  const german = join(web, "assets", "i18n", "b1", "de");
  mkdirSync(german, { recursive: true });
  writeFileSync(join(german, "web.nav.json"), JSON.stringify({ "web.nav.home": "Start" }));
  writeFileSync(join(german, "ui.json"), JSON.stringify({ "ui.close": "Schließen" }));
  writeFileSync(join(web, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(web, ".env"), "SECRET=1");
  writeFileSync(join(web, ".vite", "manifest.json"), '{"SECRET": 1}');
  writeFileSync(join(root, "outside.txt"), "not for the web");
  writeFileSync(join(storybook, "index.html"), "<!doctype html><title>Storybook</title>");
  writeFileSync(join(storybook, "iframe.html"), "<!doctype html><title>Story frame</title>");
  writeFileSync(join(storybook, "assets", "iframe-XyZ.js"), BIG_JS);
  return { web, storybook };
}

/** A renderer that draws the path, counts its renders and remembers what it was given. */
function fakeRenderer() {
  const seen: RenderInput[] = [];
  const render: Renderer = async (input) => {
    seen.push(input);
    const path = new URL(input.url).pathname;
    if (path === "/settings") return { kind: "redirect", status: 302, location: "/login" };
    if (path === "/broken") throw new Error("render failed");
    const page: RenderOutput = {
      kind: "page",
      status: path === "/nobody" ? 404 : 200,
      locale: "de",
      theme: "dark",
      head: `<title>${path} · Causeway</title>`,
      frame: `<main><h1>${path}</h1><p>render ${seen.length}</p><p>${"A long story. ".repeat(100)}</p>`,
      rest: (async function* () {
        yield input.nonce ? `<script nonce="${input.nonce}">$RC("B:0","S:0")</script>` : "";
        yield "</main>";
      })(),
      state: () => JSON.stringify({ path }),
    };
    return page;
  };
  return { render, seen };
}

let site: Site;
let renders: ReturnType<typeof fakeRenderer>;
let built: ReturnType<typeof builtSite>;
beforeAll(async () => {
  built = builtSite();
  renders = fakeRenderer();
  site = await siteApp(
    {
      staticDir: built.web,
      storybookDir: built.storybook,
      api: () => new Response("{}"),
    },
    renders.render,
  );
});

const get = (path: string, headers: Record<string, string> = {}) =>
  site.fetch(new Request(`http://localhost${path}`, { headers }));

describe("the built files", () => {
  it("serves hashed assets for a year and other files revalidated, with their types", async () => {
    const js = await get("/assets/boot-AbC123.js");
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toContain("text/javascript");
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await js.text()).toBe("console.log(1)");
    const css = await get("/assets/boot-AbC123.css");
    expect(css.headers.get("content-type")).toContain("text/css");
    const icon = await get("/favicon.svg");
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends the build's brotli or gzip sibling as the client accepts, and the file otherwise", async () => {
    const br = await get("/assets/big-Q1w2e3.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toContain("text/javascript");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(BIG_JS);
    const gz = await get("/assets/big-Q1w2e3.js", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/assets/big-Q1w2e3.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);
  });

  it("gives each encoding its own ETag, and answers 304 to its revalidation", async () => {
    const br = await get("/assets/big-Q1w2e3.js", { "accept-encoding": "br" });
    const plain = await get("/assets/big-Q1w2e3.js");
    const etag = br.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    expect(etag).not.toBe(plain.headers.get("etag"));
    const again = await get("/assets/big-Q1w2e3.js", {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await get("/assets/big-Q1w2e3.js", {
      "accept-encoding": "gzip",
      "if-none-match": etag,
    });
    expect(other.status).toBe(200);
  });

  it("sends security headers and a policy without inline scripts", async () => {
    const res = await get("/favicon.svg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    // Its own scripts and Stripe.js (the card step), nothing inline.
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(csp).toContain("connect-src 'self' ws: wss: https://api.stripe.com;");
    expect(csp).toMatch(
      /frame-src [^;]*https:\/\/js\.stripe\.com [^;]*https:\/\/hooks\.stripe\.com;/,
    );
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("https://www.youtube-nocookie.com");
  });

  it("answers a JSON 404 for the server's paths and for a chunk an older build had", async () => {
    for (const path of [
      "/api/v2/unknown",
      "/socket.io/?EIO=4",
      "/media/missing.png",
      "/assets/old-Old999.js",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 404, message: "Not found." });
    }
  });

  it("never serves dot-files, the build's manifest or anything outside its folder", async () => {
    for (const path of [
      "/.env",
      "/.vite/manifest.json",
      "/%2e%2e/outside.txt",
      "/..%2foutside.txt",
      "/%E0%A4%A",
      "/../outside.txt",
    ]) {
      const res = await get(path);
      expect(await res.text(), path).not.toMatch(/SECRET|not for the web/);
    }
  });

  it("answers several dictionary namespaces in one request, cached like the files they come from", async () => {
    const res = await get("/assets/i18n/b1/de/ui,web.nav.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.json()).toEqual({ "ui.close": "Schließen", "web.nav.home": "Start" });
    for (const path of [
      "/assets/i18n/b1/de/ui,web.gone.json",
      "/assets/i18n/b1/de/%E0%A4%A,ui.json",
    ])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe("the pages", () => {
  it("renders a guest's page whole in the template, compressed, with its state after #root", async () => {
    const res = await get("/campaign/whole", { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('<html lang="de" data-theme="dark">');
    expect(html).toContain("<title>/campaign/whole · Causeway</title>");
    expect(html).not.toContain("Causeway app");
    expect(html).toContain('<div id="root"><main><h1>/campaign/whole</h1>');
    expect(html).toContain(
      '</main></div><script type="application/json" id="cw-ssr">{"path":"/campaign/whole"}</script>',
    );
    expect(res.headers.get("content-security-policy")).toContain(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com;",
    );
    // Rendered without a nonce: whole, nothing for an inline script to do.
    expect(renders.seen.at(-1)?.nonce).toBeUndefined();
  });

  it("keeps a guest's page a few seconds: the next guest gets the same render", async () => {
    const first = await (await get("/campaign/kept")).text();
    const again = await (await get("/campaign/kept")).text();
    expect(again).toBe(first);
    expect(renders.seen.filter((input) => input.url.endsWith("/campaign/kept"))).toHaveLength(1);
  });

  it("streams a member's page with React's inline scripts allowed by the response's nonce", async () => {
    const res = await get("/campaign/member", { cookie: "jwt=abc; cw_lang=de" });
    expect(res.status).toBe(200);
    const nonce = renders.seen.at(-1)?.nonce;
    expect(nonce).toMatch(/^[\w+/=]{16,}$/);
    expect(res.headers.get("content-security-policy")).toContain(
      `script-src 'self' 'nonce-${nonce}'`,
    );
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">$RC("B:0","S:0")</script></main></div>`);
    // Never kept: each member's page is their own.
    await get("/campaign/member", { cookie: "jwt=abc; cw_lang=de" });
    expect(renders.seen.filter((input) => input.url.endsWith("/campaign/member"))).toHaveLength(2);
    expect(new Set(renders.seen.map((input) => input.nonce).filter(Boolean)).size).toBe(2);
  });

  it("answers the render's status, its redirect, and the template when the render fails", async () => {
    expect((await get("/nobody")).status).toBe(404);
    const redirect = await get("/settings");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/login");
    const broken = await get("/broken");
    expect(broken.status).toBe(200);
    const html = await broken.text();
    expect(html).toContain("<title>Causeway app</title>");
    expect(html).toContain('<div id="root"></div>');
  });

  it("reaches the API in process for the render's loaders, with the page's cookie", async () => {
    await get("/campaign/api", { cookie: "jwt=abc" });
    const input = renders.seen.at(-1);
    expect(input?.cookie).toBe("jwt=abc");
    expect(await (await input?.fetch(new Request("http://localhost/api/v2/user")))?.text()).toBe(
      "{}",
    );
  });
});

describe("the built Storybook under /storybook/", () => {
  it("answers its own index.html and files, with its own policy, compressed", async () => {
    const index = await get("/storybook/");
    expect(index.status).toBe(200);
    expect(await index.text()).toContain("<title>Storybook</title>");
    expect(index.headers.get("content-security-policy")).toContain("'unsafe-inline'");
    expect(index.headers.get("x-content-type-options")).toBe("nosniff");
    const frame = await get("/storybook/iframe.html?id=ui-button--primary");
    expect(await frame.text()).toContain("<title>Story frame</title>");
    const asset = await get("/storybook/assets/iframe-XyZ.js", { "accept-encoding": "gzip" });
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-encoding")).toBe("gzip");
  });

  it("redirects /storybook to /storybook/ and answers 404, not a page, for what it lacks", async () => {
    const bare = await get("/storybook");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/storybook/");
    const missing = await get("/storybook/nothing.html");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("Causeway app");
  });

  it("is not served when no Storybook was built", async () => {
    const without = await siteApp(
      { staticDir: built.web, api: () => new Response("{}") },
      fakeRenderer().render,
    );
    const res = await without.fetch(new Request("http://localhost/storybook/"));
    expect(res.status).toBe(404);
  });
});
