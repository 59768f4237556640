import { describe, expect, it } from "vitest";
import { paintFirstHtml } from "./paint-first";

const built = `<!doctype html>
<html lang="en">
  <head>
    <script defer src="/boot.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("paintFirstHtml", () => {
  it("names the entry and its imports for boot.js instead of loading them", () => {
    const html = paintFirstHtml(built);
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).toContain(
      '<meta name="cw-app" content="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/router-2.js" />\n    <script defer src="/boot.js"></script>',
    );
    // The stylesheet still blocks the first paint, as it must.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it("refuses a page with no entry, two entries or no boot.js, rather than ship a dead page", () => {
    expect(() => paintFirstHtml(built.replace(/<script type="module".*\n/, ""))).toThrow(
      /0 module scripts/,
    );
    const twice = built.replace(
      "</head>",
      '<script type="module" src="/assets/other.js"></script></head>',
    );
    expect(() => paintFirstHtml(twice)).toThrow(/2 module scripts/);
    expect(() =>
      paintFirstHtml(built.replace('<script defer src="/boot.js"></script>', "")),
    ).toThrow(/boot\.js/);
  });
});
