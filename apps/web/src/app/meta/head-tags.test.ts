import { describe, expect, it } from "vitest";
import { headingText, headTags } from "./head-tags";

const page = (title: string, description = "A page.") =>
  headTags({
    meta: { title, description },
    siteDescription: "Causeway",
    origin: "https://causeway.example",
    url: new URL('https://causeway.example/campaign/x?q="><script>'),
    locale: "en",
  });

describe("a page's head tags", () => {
  it("escape what a campaign's owner wrote: no title or attribute can be ended or a tag opened", () => {
    const head = page(`Help "Ana" </title><script>alert(1)</script>`, `It's <b>urgent</b> & real`);
    expect(head).toContain(
      "<title>Help &quot;Ana&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Causeway</title>",
    );
    expect(head).toContain(
      '<meta name="description" content="It&#39;s &lt;b&gt;urgent&lt;/b&gt; &amp; real" />',
    );
    expect(head).not.toMatch(/<script/);
    // The address's query is in the canonical link, escaped too.
    expect(head).toContain('href="https://causeway.example/campaign/x?q=%22%3E%3Cscript%3E"');
  });

  it("read a page's heading back as text from React's HTML", () => {
    expect(headingText('<main><h1 class="x">Maria&#x27;s <em>son</em> &amp; me</h1></main>')).toBe(
      "Maria's son & me",
    );
    expect(headingText("<p>No heading</p>")).toBeUndefined();
  });
});
