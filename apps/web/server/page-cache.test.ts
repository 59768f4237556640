import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { guestPageCache, PageCache, type PageRequest, pageKey } from "./page-cache";
import type { PublicDataClock } from "./types";

/** The server's clock of writes to what public pages show (apps/api's table watch, in short). */
class FakeClock implements PublicDataClock {
  private tick = 0;
  private lastPublicWrite = 0;
  now() {
    return this.tick;
  }
  wrote(publicData: boolean) {
    this.tick += 1;
    if (publicData) this.lastPublicWrite = this.tick;
  }
  changedSince(at: number) {
    return this.lastPublicWrite > at;
  }
}

const guest: PageRequest = {
  method: "GET",
  url: "http://localhost:3000/campaign/help?lang=bg",
  cookie: "cw_notice=1; cw_lang=bg",
  acceptLanguage: "bg,en;q=0.8",
  acceptEncoding: "br, gzip",
  authorization: undefined,
  conditional: false,
};

describe("pageKey", () => {
  it("keys a guest's page by URL, cookies, language and encoding", () => {
    const key = pageKey(guest);
    expect(key).not.toBeNull();
    expect(pageKey({ ...guest })).toBe(key);
    for (const other of [
      { url: "http://localhost:3000/campaign/help?lang=de" },
      { url: "http://example.test/campaign/help?lang=bg" },
      { cookie: "cw_lang=bg" },
      { cookie: "cw_notice=1; cw_lang=de" },
      { acceptLanguage: "de" },
      { acceptEncoding: "gzip" },
      { acceptEncoding: undefined },
    ])
      expect(pageKey({ ...guest, ...other }), JSON.stringify(other)).not.toBe(key);
    // A cookie merely named like a session cookie is not one.
    expect(pageKey({ ...guest, cookie: "xjwt=1; cw_lang=bg" })).not.toBeNull();
  });

  it("never keys a member's request, a conditional one, another method or a server path", () => {
    for (const other of [
      { cookie: "cw_lang=bg; jwt=abc" },
      { cookie: "jwt=" },
      { cookie: "impersonatorJWT=abc" },
      { authorization: "Bearer abc" },
      { conditional: true },
      { method: "HEAD" },
      { method: "POST" },
      { url: "http://localhost:3000/api/v2/campaign/fetch" },
      { url: "http://localhost:3000/assets/index.js" },
      { url: "http://localhost:3000/media/a.png" },
      { url: `http://localhost:3000/${"a".repeat(3000)}` },
      { acceptLanguage: "x".repeat(300) },
    ])
      expect(pageKey({ ...guest, ...other }), JSON.stringify(other)).toBeNull();
  });
});

/** A site whose pages say how many times they were rendered. */
function site(options: { ttlMs?: number } = {}) {
  const watch = new FakeClock();
  const app = new Hono();
  let renders = 0;
  app.use("*", guestPageCache(new PageCache(watch, options)));
  app.get("/file.txt", (c) =>
    c.body("file", 200, { "Content-Type": "text/html; charset=utf-8", ETag: '"1"' }),
  );
  app.get("/missing", (c) => c.html("<h1>Not found</h1>", 404));
  app.get("/settings", (c) => c.redirect("/login", 302));
  app.get("*", async (c) => {
    renders += 1;
    await new Promise((r) => setTimeout(r, 5));
    const who = c.req.header("cookie")?.includes("jwt=") ? "member" : "guest";
    return c.html(`<main>${who} page ${c.req.path}, render ${renders}</main>`);
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(`http://localhost:3000${path}`, { headers });
    return { status: res.status, text: await res.text(), headers: res.headers };
  };
  return { watch, get, renders: () => renders };
}

describe("guestPageCache", () => {
  it("renders a guest's page once and answers the same bytes to the next guests", async () => {
    const s = site();
    const first = await s.get("/campaign/a");
    const again = await s.get("/campaign/a");
    expect(first.text).toBe("<main>guest page /campaign/a, render 1</main>");
    expect(again.text).toBe(first.text);
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(s.renders()).toBe(1);
    // Another language is another page.
    await s.get("/campaign/a", { "accept-language": "de" });
    expect(s.renders()).toBe(2);
  });

  it("shares one render between guests asking at once", async () => {
    const s = site();
    const pages = await Promise.all(Array.from({ length: 5 }, () => s.get("/campaign/b")));
    expect(new Set(pages.map((p) => p.text)).size).toBe(1);
    expect(s.renders()).toBe(1);
  });

  it("always renders a member's page, and never gives it to a guest", async () => {
    const s = site();
    await s.get("/campaign/c");
    const member = await s.get("/campaign/c", { cookie: "jwt=token" });
    const member2 = await s.get("/campaign/c", { cookie: "jwt=token" });
    expect(member.text).toContain("member page");
    expect(member2.text).toContain("render 3");
    const guestAfter = await s.get("/campaign/c");
    expect(guestAfter.text).toBe("<main>guest page /campaign/c, render 1</main>");
  });

  it("renders again after a write to what a page shows, not after a private one", async () => {
    const s = site();
    await s.get("/campaign/d");
    s.watch.wrote(false);
    expect((await s.get("/campaign/d")).text).toContain("render 1");
    s.watch.wrote(true);
    expect((await s.get("/campaign/d")).text).toContain("render 2");
  });

  it("renders again once the entry's few seconds are over; meanwhile the others get the kept page", async () => {
    const s = site({ ttlMs: 20 });
    await s.get("/campaign/e");
    await new Promise((r) => setTimeout(r, 30));
    // One guest renders it again (5 ms); the guests asking meanwhile are answered the kept page.
    const [renderer, meanwhile] = await Promise.all([s.get("/campaign/e"), s.get("/campaign/e")]);
    expect(renderer.text).toContain("render 2");
    expect(meanwhile.text).toContain("render 1");
    expect((await s.get("/campaign/e")).text).toContain("render 2");
    expect(s.renders()).toBe(2);
  });

  it("after a write, every guest waits for the new render (no page from before the write)", async () => {
    const s = site({ ttlMs: 20 });
    await s.get("/campaign/f");
    await new Promise((r) => setTimeout(r, 30));
    s.watch.wrote(true);
    const pages = await Promise.all([s.get("/campaign/f"), s.get("/campaign/f")]);
    expect(pages.map((p) => p.text)).toEqual([
      "<main>guest page /campaign/f, render 2</main>",
      "<main>guest page /campaign/f, render 2</main>",
    ]);
  });

  it("keeps no file, error page or redirect", async () => {
    const s = site();
    expect((await s.get("/file.txt")).text).toBe("file");
    expect((await s.get("/missing")).status).toBe(404);
    expect((await s.get("/missing")).status).toBe(404);
    const redirect = await s.get("/settings");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/login");
    expect(s.renders()).toBe(0);
  });
});
