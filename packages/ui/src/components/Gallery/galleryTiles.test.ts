import { describe, expect, it } from "vitest";
import { GALLERY_MAX_TILES, galleryTiles } from "./galleryTiles";

describe("galleryTiles", () => {
  it("shows at most 4 thumbnails by default", () => {
    expect(GALLERY_MAX_TILES).toBe(4);
  });

  it.each([
    // count, max, shown, hidden
    [0, 4, 0, 0],
    [1, 4, 1, 0],
    [3, 4, 3, 0],
    [4, 4, 4, 0],
    [5, 4, 4, 1],
    [6, 4, 4, 2],
    [25, 4, 4, 21],
    [3, 1, 1, 2],
    [-2, 4, 0, 0],
    [Number.NaN, 4, 0, 0],
    [4.8, 4, 4, 0],
    [5, 0, 1, 4],
  ])("%d images with %d tiles: %d shown, +%d", (count, max, shown, hidden) => {
    expect(galleryTiles(count, max)).toEqual({ shown, hidden });
  });
});
