import { describe, expect, it } from "vitest";
import { getPageWindow, type PageItem } from "./pageWindow";

/** Writes a window as a short string: pages as numbers, gaps as "…". */
const show = (items: PageItem[]) =>
  items.map((item) => (item.type === "page" ? String(item.page) : "…")).join(" ");

describe("getPageWindow", () => {
  it.each([
    // current, total, expected
    [1, 0, ""],
    [1, 1, "1"],
    [1, 5, "1 2 3 4 5"],
    [3, 7, "1 2 3 4 5 6 7"],
    [1, 8, "1 2 3 4 5 … 8"],
    [1, 10, "1 2 3 4 5 … 10"],
    [4, 10, "1 2 3 4 5 … 10"],
    [5, 10, "1 … 4 5 6 … 10"],
    [6, 10, "1 … 5 6 7 … 10"],
    [7, 10, "1 … 6 7 8 9 10"],
    [10, 10, "1 … 6 7 8 9 10"],
    [50, 100, "1 … 49 50 51 … 100"],
    // out of range pages are clamped
    [0, 10, "1 2 3 4 5 … 10"],
    [99, 10, "1 … 6 7 8 9 10"],
    [2.7, 10, "1 2 3 4 5 … 10"],
  ])("page %d of %d -> %s", (current, total, expected) => {
    expect(show(getPageWindow(current, total))).toBe(expected);
  });

  it.each([
    [10, 20, { siblings: 2 }, "1 … 8 9 10 11 12 … 20"],
    [1, 20, { siblings: 2 }, "1 2 3 4 5 6 7 … 20"],
    [10, 20, { boundaries: 2 }, "1 2 … 9 10 11 … 19 20"],
    [10, 20, { siblings: 0, boundaries: 0 }, "… 10 …"],
  ] as const)("page %d of %d with %o -> %s", (current, total, options, expected) => {
    expect(show(getPageWindow(current, total, options))).toBe(expected);
  });

  it("keeps the same number of slots on every page once gaps appear", () => {
    const lengths = new Set(Array.from({ length: 30 }, (_, i) => getPageWindow(i + 1, 30).length));
    expect([...lengths]).toEqual([7]);
  });

  it("never hides a single page behind an ellipsis", () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = getPageWindow(current, total);
        items.forEach((item, i) => {
          if (item.type !== "ellipsis") return;
          const before = items[i - 1];
          const after = items[i + 1];
          const from = before?.type === "page" ? before.page : 0;
          const to = after?.type === "page" ? after.page : total + 1;
          expect(to - from - 1).toBeGreaterThan(1);
        });
        expect(items.some((item) => item.type === "page" && item.page === current)).toBe(true);
      }
    }
  });
});
