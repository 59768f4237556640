import { describe, expect, it } from "vitest";
import {
  aspectOf,
  CROP_PRESETS,
  nextRotation,
  outputPixels,
  rotatedBoundingBox,
  ZOOM,
} from "./cropMath";

describe("spec constants", () => {
  it("zooms from 1 to 2 in steps of 0.01 and keeps the spec's output sizes", () => {
    expect(ZOOM).toEqual({ min: 1, max: 2, step: 0.01 });
    expect(CROP_PRESETS.avatar).toEqual({ width: 200, height: 200 });
    expect(CROP_PRESETS.cover).toEqual({ width: 382.5, height: 156 });
  });
});

describe("nextRotation", () => {
  it.each([
    [0, 90],
    [90, 180],
    [180, 270],
    [270, 0],
    [360, 90],
    [-90, 0],
  ])("%d -> %d", (from, to) => {
    expect(nextRotation(from)).toBe(to);
  });
});

describe("rotatedBoundingBox", () => {
  it.each([
    // width, height, rotation, box width, box height
    [400, 300, 0, 400, 300],
    [400, 300, 90, 300, 400],
    [400, 300, 180, 400, 300],
    [400, 300, 270, 300, 400],
    [100, 100, 45, 141.421356, 141.421356],
    [200, 100, 30, 223.205081, 186.60254],
  ])("%d x %d turned %d deg -> %d x %d", (w, h, r, bw, bh) => {
    const box = rotatedBoundingBox(w, h, r);
    expect(box.width).toBeCloseTo(bw, 5);
    expect(box.height).toBeCloseTo(bh, 5);
  });
});

describe("outputPixels and aspectOf", () => {
  it.each([
    [CROP_PRESETS.avatar, 1, 200, 200, 1],
    [CROP_PRESETS.cover, 1, 383, 156, 382.5 / 156],
    [CROP_PRESETS.cover, 2, 765, 312, 382.5 / 156],
    [{ width: 0.2, height: 0 }, 1, 1, 1, 1],
  ])("%o at scale %d -> %d x %d", (size, scale, width, height, aspect) => {
    expect(outputPixels(size, scale)).toEqual({ width, height });
    expect(aspectOf(size)).toBeCloseTo(aspect, 10);
  });
});
