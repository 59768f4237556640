import { describe, expect, it } from "vitest";
import { chooseReasons } from "./reason-choice";

describe("chooseReasons", () => {
  it.each([
    { current: [], next: [4], selected: [4], refused: false },
    { current: [4], next: [4, 2], selected: [4, 2], refused: false },
    { current: [4, 2, 7], next: [4, 7], selected: [4, 7], refused: false },
    { current: [4, 2, 7], next: [4, 2, 7, 1], selected: [4, 2, 7], refused: true },
    { current: [4, 2, 7], next: [4, 2, 7], selected: [4, 2, 7], refused: false },
    { current: [], next: [], selected: [], refused: false },
  ])("$current -> $next gives $selected", ({ current, next, selected, refused }) => {
    expect(chooseReasons(current, next)).toEqual({ selected, refused });
  });
});
