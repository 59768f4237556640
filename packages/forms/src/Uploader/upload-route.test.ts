import { describe, expect, it } from "vitest";
import { uploadKey, uploadRouteOf } from "./upload-route";

describe("uploadRouteOf", () => {
  it.each([
    [{ type: "image/png", name: "a.png" }, "image"],
    [{ type: "image/jpeg", name: "a.jpg" }, "image"],
    [{ type: "image/gif", name: "a.gif" }, "image"],
    [{ type: "image/webp", name: "a.webp" }, "file"],
    [{ type: "application/pdf", name: "invoice.pdf" }, "file"],
    [{ type: "", name: "scan.JPEG" }, "image"],
    [{ type: "", name: "invoice.pdf" }, "file"],
  ])("%o goes to %s", (file, route) => {
    expect(uploadRouteOf(file)).toBe(route);
  });

  it.each(["document", "invoice"] as const)(
    "a picture for a %s goes to the private file endpoint",
    (purpose) => {
      for (const file of [
        { type: "image/jpeg", name: "bank-certificate.jpg" },
        { type: "", name: "scan.JPEG" },
        { type: "application/pdf", name: "invoice.pdf" },
      ])
        expect(uploadRouteOf(file, purpose)).toBe("file");
    },
  );

  it("a picture for everyone (a post's, an avatar) stays an image", () => {
    expect(uploadRouteOf({ type: "image/png", name: "a.png" }, "post-image")).toBe("image");
    expect(uploadRouteOf({ type: "image/png", name: "a.png" }, "avatar")).toBe("image");
  });
});

describe("uploadKey", () => {
  it("differs for the same name", () => {
    expect(uploadKey({ name: "a.pdf" })).not.toBe(uploadKey({ name: "a.pdf" }));
  });
});
