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
});

describe("uploadKey", () => {
  it("differs for the same name", () => {
    expect(uploadKey({ name: "a.pdf" })).not.toBe(uploadKey({ name: "a.pdf" }));
  });
});
