import { describe, expect, it } from "vitest";
import { isImageSize, isSafeImageSrc, isSafeLinkHref } from "./rich-text";

describe("rich text addresses", () => {
  it("links lead to the web, to mail or to a path on the site", () => {
    for (const href of [
      "https://example.org/a",
      "http://x.y",
      "mailto:a@b.c",
      "/campaign/x",
      " HTTPS://X.Y ",
    ])
      expect(isSafeLinkHref(href), href).toBe(true);
    for (const href of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,hi",
      "//evil.example/x",
      "vbscript:x",
      "campaign/x",
      "",
    ])
      expect(isSafeLinkHref(href), href).toBe(false);
  });

  it("images come from the web or the site, never from mail, data or another host's bare path", () => {
    for (const src of ["https://cdn.example/a.jpg", "/media/1.webp"])
      expect(isSafeImageSrc(src), src).toBe(true);
    for (const src of [
      "mailto:a@b.c",
      "data:image/png;base64,AA",
      "javascript:x",
      "//evil.example/a.png",
      "",
    ])
      expect(isSafeImageSrc(src), src).toBe(false);
  });

  it("an image's size is a whole number of pixels", () => {
    expect(["1", "640", "99999"].map(isImageSize)).toEqual([true, true, true]);
    expect(["", "100000", "50%", "1.5", "10px", "-1"].map(isImageSize)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
