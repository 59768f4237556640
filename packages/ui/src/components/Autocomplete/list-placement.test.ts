import { describe, expect, it } from "vitest";
import { listPlacement } from "./list-placement";

// A 390 × 844 phone; the field is 40 px tall; the list is at most 288 px (18rem).
const view = { top: 0, height: 844 };
const field = (top: number) => ({ top, bottom: top + 40 });

describe("listPlacement", () => {
  it("goes below a field high on the screen, as tall as its options", () => {
    expect(listPlacement({ anchor: field(100), view, natural: 120, limit: 288 })).toEqual({
      side: "below",
      top: 144,
      maxHeight: 288,
    });
  });

  it("goes above a field low on the screen when it does not fit below, no taller than the room", () => {
    // 844 - 740 - 4 - 8 = 92 below; 700 - 4 - 8 = 688 above.
    expect(listPlacement({ anchor: field(700), view, natural: 1280, limit: 288 })).toEqual({
      side: "above",
      top: 700 - 4 - 288,
      maxHeight: 288,
    });
    expect(listPlacement({ anchor: field(700), view, natural: 100, limit: 288 })).toEqual({
      side: "above",
      top: 700 - 4 - 100,
      maxHeight: 100,
    });
  });

  it("stays below, scrolling inside, when there is more room below than above", () => {
    expect(listPlacement({ anchor: field(200), view, natural: 1280, limit: 900 })).toEqual({
      side: "below",
      top: 244,
      maxHeight: 844 - 240 - 4 - 8,
    });
  });

  it("uses only the visible part of the screen (an on-screen keyboard takes the rest)", () => {
    const keyboard = { top: 0, height: 500 };
    const placed = listPlacement({ anchor: field(400), view: keyboard, natural: 600, limit: 288 });
    expect(placed.side).toBe("above");
    expect(placed.top).toBeGreaterThanOrEqual(8);
    expect(placed.top + placed.maxHeight).toBe(396);
  });

  it("never answers a negative height when the field is off the screen", () => {
    const placed = listPlacement({ anchor: field(900), view, natural: 200, limit: 288 });
    expect(placed.maxHeight).toBeGreaterThanOrEqual(0);
  });
});
