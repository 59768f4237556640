import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Help Maria walk again", "help-maria-walk-again"],
    ["Café für Kinder", "cafe-fur-kinder"],
    // Markup typed into a title is not part of the address (issue 25).
    ["<b>Help</b> Maria <i>walk</i> again", "help-maria-walk-again"],
    ['<a href="https://example.com">Books</a> for Tarifa', "books-for-tarifa"],
    ["Tom &amp; Jerry&#39;s shelter", "tom-jerry-s-shelter"],
    ["<script>alert(1)</script>Surgery for Ana", "surgery-for-ana"],
    ["Мария", "item"],
    ["!!!", "item"],
  ])("%s -> %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("is at most 60 characters and does not end on a hyphen", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith("-")).toBe(false);
  });
});
