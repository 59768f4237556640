import { describe, expect, it } from "vitest";
import { croppedFileType, POST_IMAGE_MAX_SIDE, postCropSize } from "./post-image-crop";

describe("postCropSize", () => {
  it.each([
    [{ width: 1280, height: 960 }, "original", 0, { width: 1280, height: 960 }],
    [{ width: 1280, height: 960 }, "original", 90, { width: 960, height: 1280 }],
    [{ width: 1280, height: 960 }, "original", 180, { width: 1280, height: 960 }],
    [{ width: 1280, height: 960 }, "original", 270, { width: 960, height: 1280 }],
    [{ width: 4000, height: 3000 }, "original", 0, { width: 1600, height: 1200 }],
    [{ width: 1280, height: 960 }, "square", 0, { width: 960, height: 960 }],
    [{ width: 4000, height: 2000 }, "square", 90, { width: 1600, height: 1600 }],
    [{ width: 1280, height: 960 }, "landscape", 0, { width: 1280, height: 960 }],
    [{ width: 1920, height: 1080 }, "landscape", 0, { width: 1440, height: 1080 }],
    [{ width: 600, height: 1200 }, "landscape", 0, { width: 600, height: 450 }],
    [{ width: 600, height: 1200 }, "landscape", 90, { width: 800, height: 600 }],
  ] as const)("%o %s %i°", (natural, shape, rotation, size) => {
    expect(postCropSize(natural, shape, rotation)).toEqual(size);
  });

  it("never draws past the longest side", () => {
    const size = postCropSize({ width: 9000, height: 100 }, "original", 0);
    expect(Math.max(size.width, size.height)).toBe(POST_IMAGE_MAX_SIDE);
    expect(size.height).toBeGreaterThanOrEqual(1);
  });
});

describe("croppedFileType", () => {
  it("keeps JPEG and PNG, draws a GIF as PNG", () => {
    expect(croppedFileType("image/jpeg")).toBe("image/jpeg");
    expect(croppedFileType("image/png")).toBe("image/png");
    expect(croppedFileType("image/gif")).toBe("image/png");
  });
});
