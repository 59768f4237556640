import { describe, expect, it } from "vitest";
import { ContentFormatError, parseContent, parseInline, safeHref } from "./format";

const doc = (body: string, front = "title: T\ndescription: D") => `---\n${front}\n---\n${body}`;

describe("parseInline", () => {
  it("reads text, strong parts and links", () => {
    expect(parseInline("Read **the rules** and [our terms](/terms), then go.")).toEqual([
      { kind: "text", text: "Read " },
      { kind: "strong", text: "the rules" },
      { kind: "text", text: " and " },
      { kind: "link", text: "our terms", href: "/terms" },
      { kind: "text", text: ", then go." },
    ]);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://insecure.example",
    "//evil.example/path",
    "vbscript:x",
  ])("makes no link of %s: its words stay text", (href) => {
    const parts = parseInline(`a [click](${href}) b`);
    expect(parts.filter((part) => part.kind !== "text")).toEqual([]);
    expect(parts.map((part) => part.text).join("")).toMatch(/^a click.* b$/);
  });

  it("leaves markup as text: nothing is HTML", () => {
    expect(parseInline("<img src=x onerror=alert(1)> & <b>bold</b>")).toEqual([
      { kind: "text", text: "<img src=x onerror=alert(1)> & <b>bold</b>" },
    ]);
  });
});

describe("safeHref", () => {
  it.each([
    ["/campaign/create", "/campaign/create"],
    [" /terms ", "/terms"],
    ["https://help.causeway.example/", "https://help.causeway.example/"],
    ["mailto:privacy@causeway.example", "mailto:privacy@causeway.example"],
    ["mailto:nobody", null],
    ["ftp://files.example", null],
    ["", null],
  ])("%s -> %s", (href, safe) => expect(safeHref(href)).toBe(safe));
});

describe("parseContent", () => {
  it("reads the front matter, the heading and every kind of block", () => {
    const [parsed] = parseContent(
      doc(
        [
          "# The title",
          "",
          "A paragraph",
          "on two lines.",
          "",
          "## First section",
          "- one",
          "- two with [a link](/about)",
          "  continued",
          "",
          "### Detail",
          "1. first",
          "2. second",
          "",
          "> A note.",
        ].join("\n"),
        "title: Page title\ndescription: What it is.\naction: Start\naction_href: /campaign/create",
      ),
      "en/page",
    );
    expect(parsed).toEqual({
      id: "page",
      title: "Page title",
      description: "What it is.",
      fields: { action: "Start", action_href: "/campaign/create" },
      heading: "The title",
      blocks: [
        { kind: "paragraph", text: [{ kind: "text", text: "A paragraph on two lines." }] },
        {
          kind: "heading",
          level: 2,
          id: "section-1",
          text: [{ kind: "text", text: "First section" }],
        },
        {
          kind: "list",
          ordered: false,
          items: [
            [{ kind: "text", text: "one" }],
            [
              { kind: "text", text: "two with " },
              { kind: "link", text: "a link", href: "/about" },
              { kind: "text", text: " continued" },
            ],
          ],
        },
        { kind: "heading", level: 3, id: "section-2", text: [{ kind: "text", text: "Detail" }] },
        {
          kind: "list",
          ordered: true,
          items: [[{ kind: "text", text: "first" }], [{ kind: "text", text: "second" }]],
        },
        { kind: "note", text: [{ kind: "text", text: "A note." }] },
      ],
    });
  });

  it("reads several documents of one file, each with its id", () => {
    const docs = parseContent(
      `${doc("# One", "id: index\ntitle: A\ndescription: B")}\n${doc("# Two", "id: second\ntitle: C\ndescription: D")}`,
      "en/stories",
    );
    expect(docs.map((d) => [d.id, d.heading])).toEqual([
      ["index", "One"],
      ["second", "Two"],
    ]);
  });

  it.each([
    ["no front matter", "# Title\n"],
    ["no title", doc("# Title", "description: D")],
    ["no description", doc("# Title", "title: T")],
    ["no heading", doc("Just text.")],
    ["two headings", doc("# One\n\n# Two")],
  ])("refuses a document with %s", (_, source) => {
    expect(() => parseContent(source, "en/broken")).toThrow(ContentFormatError);
  });
});
