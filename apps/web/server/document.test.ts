import { describe, expect, it } from "vitest";
import { pageDocument, scriptSafeJson } from "./document";

const template = `<!doctype html>
<html lang="en" data-theme="system">
  <head>
    <meta charset="UTF-8" />
    <!--page-head--><title>Causeway</title>
    <meta name="description" content="Default." /><!--/page-head-->
    <script type="module" crossorigin src="/assets/boot-1.js"></script>
  </head>
  <body>
    <div id="root"><!--page-html--></div>
  </body>
</html>`;

const whole = (
  page: { locale: string; theme: string; head: string },
  html: string,
  state: string,
) => {
  const document = pageDocument(template);
  return document.start(page) + html + document.end(state);
};

describe("scriptSafeJson", () => {
  it("leaves nothing that could close the script element or open a comment", () => {
    const json = JSON.stringify({ story: "</script><script>alert(1)</script><!-- & \u2028" });
    const safe = scriptSafeJson(json);
    expect(safe).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });
});

describe("pageDocument", () => {
  it("puts the page in #root, its language and theme on <html>, its state as inert JSON after it", () => {
    const html = whole(
      { locale: "bg", theme: "dark", head: "<title>Кампания · Causeway</title>" },
      "<main><h1>Кампания</h1></main>",
      '{"a":"</script>"}',
    );
    expect(html).toContain('<html lang="bg" data-theme="dark">');
    expect(html).toContain('<div id="root"><main><h1>Кампания</h1></main></div>');
    expect(html).toContain(
      '<script type="application/json" id="cw-ssr">{"a":"\\u003c/script\\u003e"}</script>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
  });

  it("puts the page's head in place of the template's title and description", () => {
    const html = whole(
      { locale: "de", theme: "system", head: '<title>Hallo · Causeway</title><meta name="x" />' },
      "<h1>Hallo</h1>",
      "{}",
    );
    expect(html).toContain('<title>Hallo · Causeway</title><meta name="x" />');
    expect(html).not.toContain("Default.");
    expect(html).not.toContain("page-head");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("keeps a user's $& and $' as text, and draws any unknown theme as the system's", () => {
    const html = whole(
      { locale: "en", theme: 'x" onload="alert(1)', head: "" },
      "<p>Costs $&amp; fees: $' and $` and $&</p>",
      "{}",
    );
    expect(html).toContain("<p>Costs $&amp; fees: $' and $` and $&</p>");
    expect(html).toContain('<html lang="en" data-theme="system">');
  });

  it("gives the template without its marks for a page the browser draws", () => {
    const { fallback } = pageDocument(template);
    expect(fallback).toContain("<title>Causeway</title>");
    expect(fallback).toContain('<div id="root"></div>');
    expect(fallback).not.toContain("<!--page");
  });

  it("refuses a template without its marks (the build changed)", () => {
    expect(() => pageDocument("<!doctype html><html><head></head><body></body></html>")).toThrow(
      /page-head/,
    );
  });
});
