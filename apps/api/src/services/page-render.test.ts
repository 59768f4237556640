import { describe, expect, it } from "vitest";
import { pageHtml, scriptSafeJson } from "./page-render";

describe("scriptSafeJson", () => {
  it("leaves nothing that could close the script element or open a comment", () => {
    const json = JSON.stringify({ story: "</script><script>alert(1)</script><!-- & \u2028" });
    const safe = scriptSafeJson(json);
    expect(safe).not.toMatch(/[<>&\u2028]/);
    // Still the same JSON once parsed.
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });
});

describe("pageHtml", () => {
  const template =
    '<!doctype html><html lang="en" data-theme="light"><head></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

  it("puts the page in #root, its language on <html>, and its state as inert JSON", () => {
    const html = pageHtml(template, {
      locale: "bg",
      html: "<main><h1>Кампания</h1></main>",
      state: '{"a":"</script>"}',
    });
    expect(html).toContain('<html lang="bg" data-theme="system">');
    expect(html).toContain('<div id="root"><main><h1>Кампания</h1></main></div>');
    expect(html).toContain(
      '<script type="application/json" id="cw-ssr">{"a":"\\u003c/script\\u003e"}</script>',
    );
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it("keeps a user's $& and $' as text (never a replacement pattern)", () => {
    const html = pageHtml(template, {
      locale: "en",
      html: "<main><p>Costs $&amp; fees: $' and $` and $&</p></main>",
      state: "{}",
    });
    expect(html).toContain("<p>Costs $&amp; fees: $' and $` and $&</p>");
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it("puts the page's head in place of the template's title and description", () => {
    const withHead =
      '<!doctype html><html lang="en"><head>\n    <meta name="description" content="Default." />\n    <title>Causeway</title>\n  </head><body><div id="root"></div></body></html>';
    const html = pageHtml(withHead, {
      locale: "de",
      html: "<h1>Hallo</h1>",
      state: "{}",
      head: '<title>Hallo · Causeway</title><meta name="description" content="$& stays"/>',
    });
    expect(html).toContain(
      '<title>Hallo · Causeway</title><meta name="description" content="$& stays"/>',
    );
    expect(html).not.toContain("Default.");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("draws the page in the visitor's theme, and the system's for anything else", () => {
    const themed = '<html lang="en" data-theme="system"><body><div id="root"></div></body></html>';
    const page = { locale: "en", html: "<p>x</p>", state: "{}" };
    expect(pageHtml(themed, { ...page, theme: "dark" })).toContain(
      '<html lang="en" data-theme="dark">',
    );
    expect(pageHtml(themed, { ...page, theme: 'x" onload="alert(1)' })).toContain(
      '<html lang="en" data-theme="system">',
    );
    expect(pageHtml(themed, page)).toContain('<html lang="en" data-theme="system">');
  });

  it("translates the template's texts outside the app, as text, and keeps those it was not given", () => {
    const template =
      '<html lang="en"><body><div id="root"></div><div id="cw-app-failed" hidden><strong class="block" data-cw-text="web.error.chunk_title">Not loaded</strong><button type="button" data-cw-text="web.error.reload">Reload</button></div></body></html>';
    const html = pageHtml(template, {
      locale: "de",
      html: "<h1>x</h1>",
      state: "{}",
      texts: { "web.error.chunk_title": "Nicht <geladen> & $& so" },
    });
    expect(html).toContain(
      '<strong class="block" data-cw-text="web.error.chunk_title">Nicht &lt;geladen&gt; &amp; $&amp; so</strong>',
    );
    expect(html).toContain('<button type="button" data-cw-text="web.error.reload">Reload</button>');
  });

  it("says in the page's language what needs JavaScript, as text", () => {
    const template =
      '<html lang="en"><body><div id="root"></div><noscript>Causeway needs JavaScript to run.</noscript></body></html>';
    const html = pageHtml(template, {
      locale: "de",
      html: "<h1>x</h1>",
      state: "{}",
      noscript: "Lesen <geht> & mehr",
    });
    expect(html).toContain("<noscript>Lesen &lt;geht&gt; &amp; mehr</noscript>");
    expect(html).not.toContain("needs JavaScript to run");
  });
});
