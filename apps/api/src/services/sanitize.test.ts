import { describe, expect, it } from "vitest";
import { plainText, sanitizeHtml } from "./sanitize";

describe("sanitizeHtml: the rules' one allow-list on the server", () => {
  it("keeps the allowed formatting as it is", () => {
    const html =
      "<h2>Title</h2><p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s><br>next</p><ul><li>one</li></ul><blockquote>q</blockquote>";
    // sanitize-html writes a void tag XHTML-style.
    expect(sanitizeHtml(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("drops scripts and styles with their text, handlers and unknown tags but keeps their text", () => {
    expect(
      sanitizeHtml(
        '<p onclick="x()" style="color:red">Thank you!<script>steal()</script><style>p{}</style></p><div>kept <font>text</font></div><select><option>no</option></select>',
      ),
    ).toBe("<p>Thank you!</p>kept text");
  });

  it("keeps a link to the web, to mail or to a site path, opening apart from the page", () => {
    expect(sanitizeHtml('<a href=" https://example.org/x " title="t">x</a>')).toBe(
      '<a href="https://example.org/x" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="/campaign/help">in</a>')).toContain('href="/campaign/help"');
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
  });

  it("unwraps any other link to its text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "page.html",
    ])
      expect(sanitizeHtml(`<p><a href="${href}">text</a></p>`), href).toBe(
        "<p><span>text</span></p>",
      );
  });

  it("keeps an image from the web or the site with its alt and whole-pixel size, and drops any other", () => {
    expect(
      sanitizeHtml('<img src="/media/1.webp" alt="A dog" width="640" height="50%" onerror="x()">'),
    ).toBe('<img src="/media/1.webp" alt="A dog" width="640" />');
    for (const src of [
      "javascript:alert(1)",
      "data:image/png;base64,AA",
      "//evil.example/a.png",
      "mailto:a@b.c",
    ])
      expect(sanitizeHtml(`<p>a<img src="${src}">b</p>`), src).toBe("<p>ab</p>");
  });
});

describe("plainText", () => {
  it("is the text without markup, blocks apart", () => {
    expect(plainText("<p>One &amp; <b>two</b></p><p>three<br>four</p>")).toBe(
      "One & two three four",
    );
  });
});
