import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { startTestServer, type TestServer } from "./helpers";

const BIG_JS = `export const campaigns = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Campaign ${i}`))};\n`;
const PRECOMPRESSED_MARK = "/* precompressed at build time */";

/** A built web app and a built Storybook in a temporary folder, like `npm start` serves them. */
function builtSite() {
  const root = mkdtempSync(join(tmpdir(), "causeway-site-"));
  const web = join(root, "web");
  const storybook = join(root, "storybook");
  mkdirSync(join(web, "assets"), { recursive: true });
  mkdirSync(join(storybook, "assets"), { recursive: true });
  writeFileSync(join(web, "index.html"), "<!doctype html><title>Causeway app</title>");
  writeFileSync(join(web, "assets", "index-AbC123.js"), "console.log(1)");
  writeFileSync(join(web, "assets", "index-AbC123.css"), "body{}");
  writeFileSync(join(web, "assets", "big-Q1w2e3.js"), BIG_JS);
  // A build-time precompressed sibling (apps/web scripts/precompress.mjs): served as it is.
  writeFileSync(join(web, "assets", "pre-R4t5y6.js"), BIG_JS);
  writeFileSync(join(web, "assets", "pre-R4t5y6.js.br"), brotliCompressSync(PRECOMPRESSED_MARK));
  // Two namespaces of the German dictionary, as apps/web's build writes them.
  const german = join(web, "assets", "i18n", "b1", "de");
  mkdirSync(german, { recursive: true });
  writeFileSync(join(german, "web.nav.json"), JSON.stringify({ "web.nav.home": "Start" }));
  writeFileSync(join(german, "ui.json"), JSON.stringify({ "ui.close": "Schließen" }));
  writeFileSync(join(web, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(web, ".env"), "SECRET=1");
  writeFileSync(join(root, "outside.txt"), "not for the web");
  writeFileSync(join(storybook, "index.html"), "<!doctype html><title>Storybook</title>");
  writeFileSync(join(storybook, "iframe.html"), "<!doctype html><title>Story frame</title>");
  writeFileSync(join(storybook, "assets", "iframe-XyZ.js"), "console.log(2)");
  return { web, storybook };
}

let t: TestServer;
let app: ReturnType<typeof createApp>;
let site: ReturnType<typeof builtSite>;
beforeAll(async () => {
  t = await startTestServer();
  site = builtSite();
  app = createApp({
    ...t.deps,
    config: { ...t.deps.config, staticDir: site.web, storybookDir: site.storybook },
  });
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe("the built web app on the API's origin", () => {
  it("answers several dictionary namespaces in one request, cached like the files they come from", async () => {
    const res = await get("/assets/i18n/b1/de/ui,web.nav.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.json()).toEqual({ "ui.close": "Schließen", "web.nav.home": "Start" });
    for (const path of [
      "/assets/i18n/b1/de/ui,web.gone.json",
      "/assets/i18n/b1/de/%E0%A4%A,ui.json",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("answers index.html, revalidated, for the root and every client-side route", async () => {
    for (const path of ["/", "/campaign/help-maria-walk-again/dashboard", "/login?redirect=%2Fx"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toContain("<title>Causeway app</title>");
    }
  });

  it("serves hashed assets for a year and other files revalidated, with their types", async () => {
    const js = await get("/assets/index-AbC123.js");
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await js.text()).toBe("console.log(1)");
    const css = await get("/assets/index-AbC123.css");
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const icon = await get("/favicon.svg");
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers 304 to a revalidation with the same ETag", async () => {
    const first = await get("/");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    const again = await get("/campaign", { "if-none-match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("sends security headers and a content security policy without inline scripts", async () => {
    const res = await get("/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("https://www.youtube-nocookie.com");
  });

  it("keeps unknown /api paths a JSON 404, never the app", async () => {
    for (const path of ["/api/v2/unknown", "/api", "/api/"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ code: 404, message: "Not found." });
    }
    const post = await app.request("/api/v2/unknown", { method: "POST" });
    expect(post.status).toBe(404);
  });

  it("answers 404 for socket.io and media paths and for a chunk an older build had", async () => {
    for (const path of ["/socket.io/?EIO=4", "/media/missing.png", "/assets/index-Old999.js"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain("Causeway app");
    }
  });

  it("never serves dot-files or anything outside its folder", async () => {
    for (const path of ["/.env", "/%2e%2e/outside.txt", "/..%2foutside.txt", "/%E0%A4%A"]) {
      const res = await get(path);
      expect(await res.text(), path).not.toMatch(/SECRET|not for the web/);
    }
    const traversal = await get("/../outside.txt");
    expect(await traversal.text()).not.toContain("not for the web");
  });

  it("answers only the API to other methods", async () => {
    const res = await app.request("/campaign", { method: "POST" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: "Not found." });
  });
});

describe("the built Storybook under /storybook/", () => {
  it("answers its own index.html and files, with its own policy", async () => {
    const index = await get("/storybook/");
    expect(index.status).toBe(200);
    expect(await index.text()).toContain("<title>Storybook</title>");
    expect(index.headers.get("content-security-policy")).toContain("'unsafe-inline'");
    expect(index.headers.get("x-content-type-options")).toBe("nosniff");
    const frame = await get("/storybook/iframe.html?id=ui-button--primary");
    expect(await frame.text()).toContain("<title>Story frame</title>");
    const asset = await get("/storybook/assets/iframe-XyZ.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  it("redirects /storybook to /storybook/ and answers 404, not the app, for what it lacks", async () => {
    const bare = await get("/storybook");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/storybook/");
    const missing = await get("/storybook/nothing.html");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("Causeway app");
  });

  it("is not served when no Storybook was built", async () => {
    const config = { ...t.deps.config, staticDir: site.web, storybookDir: null };
    const res = await createApp({ ...t.deps, config }).request("/storybook/");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Causeway app");
  });
});

describe("compression", () => {
  const get = (path: string, accept?: string, etag?: string) =>
    app.request(path, {
      headers: {
        ...(accept ? { "accept-encoding": accept } : {}),
        ...(etag ? { "if-none-match": etag } : {}),
      },
    });

  it("answers a script in brotli or gzip as the client accepts, and identity otherwise", async () => {
    const br = await get("/assets/big-Q1w2e3.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("cache-control")).toContain("immutable");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(BIG_JS);
    expect(brBytes.length).toBeLessThan(BIG_JS.length / 3);
    const gz = await get("/assets/big-Q1w2e3.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_JS);
    const plain = await get("/assets/big-Q1w2e3.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);
  });

  it("serves the build's precompressed file when there is one", async () => {
    const res = await get("/assets/pre-R4t5y6.js", "br");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(
      PRECOMPRESSED_MARK,
    );
  });

  it("gives each encoding its own ETag, and revalidates it", async () => {
    const br = await get("/assets/big-Q1w2e3.js", "br");
    const plain = await get("/assets/big-Q1w2e3.js");
    const etag = br.headers.get("etag") ?? "";
    expect(etag).not.toBe(plain.headers.get("etag"));
    expect((await get("/assets/big-Q1w2e3.js", "br", etag)).status).toBe(304);
    expect((await get("/assets/big-Q1w2e3.js", "gzip", etag)).status).toBe(200);
  });

  it("leaves small files and images alone", async () => {
    const small = await get("/assets/index-AbC123.css", "br");
    expect(small.headers.get("content-encoding")).toBeNull();
  });

  it("compresses the API's JSON above 1 kB, and leaves a small answer as it is", async () => {
    const currencies = await app.request("/api/v2/currencies", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(currencies.headers.get("content-encoding")).toBe("gzip");
    expect(currencies.headers.get("vary")).toContain("Accept-Encoding");
    const body = JSON.parse(gunzipSync(Buffer.from(await currencies.arrayBuffer())).toString());
    expect(body.response.currencies.length).toBeGreaterThan(1);
    const small = await app.request("/api/v2/campaign?limit=20", {
      headers: { "accept-encoding": "br" },
    });
    expect(small.headers.get("content-encoding")).toBeNull();
    const list = (await small.json()) as { response: { total: number } };
    expect(list.response.total).toBe(0);
  });
});
