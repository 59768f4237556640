import { describe, expect, it } from "vitest";
import { nextTabIndex } from "./tab-keys";

describe("nextTabIndex", () => {
  it.each([
    ["ArrowRight", 0, 2, 1],
    ["ArrowRight", 1, 2, 0],
    ["ArrowLeft", 0, 2, 1],
    ["ArrowLeft", 2, 3, 1],
    ["Home", 2, 3, 0],
    ["End", 0, 3, 2],
    ["ArrowDown", 0, 3, null],
    ["Enter", 1, 3, null],
    ["ArrowRight", 0, 0, null],
  ] as const)("%s from %i of %i -> %s", (key, current, count, expected) => {
    expect(nextTabIndex(key, current, count)).toBe(expected);
  });
});
