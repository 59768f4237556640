import { describe, expect, it } from "vitest";
import { CAROUSEL_SLIDES_PER_VIEW, carouselPosition, slidesPerView } from "./carouselPosition";

describe("carouselPosition", () => {
  it.each([
    // scrollLeft, clientWidth, scrollWidth, slides -> atStart, atEnd, first, perView
    [0, 800, 1600, 8, true, false, 0, 4],
    [400, 800, 1600, 8, false, false, 2, 4],
    [800, 800, 1600, 8, false, true, 4, 4],
    [799.5, 800, 1600, 8, false, true, 4, 4],
    [0.6, 800, 1600, 8, true, false, 0, 4],
    [0, 800, 600, 3, true, true, 0, 3],
    [0, 300, 1500, 5, true, false, 0, 1],
    [1200, 300, 1500, 5, false, true, 4, 1],
    [0, 0, 0, 0, true, true, 0, 0],
    [-20, 800, 1600, 8, true, false, 0, 4],
  ])(
    "scrollLeft %d of view %d in %d with %d slides",
    (scrollLeft, clientWidth, scrollWidth, slides, atStart, atEnd, first, perView) => {
      expect(carouselPosition({ scrollLeft, clientWidth, scrollWidth }, slides)).toEqual({
        atStart,
        atEnd,
        first,
        perView,
      });
    },
  );
});

describe("slidesPerView", () => {
  it("shows 4 slides on wide screens by default (spec: carousel 4 slides)", () => {
    expect(CAROUSEL_SLIDES_PER_VIEW).toBe(4);
    expect(slidesPerView()).toEqual({ narrow: 1, medium: 2, wide: 4 });
  });

  it.each([
    [1, { narrow: 1, medium: 1, wide: 1 }],
    [3, { narrow: 1, medium: 2, wide: 3 }],
    [0, { narrow: 1, medium: 1, wide: 1 }],
  ])("wide %d", (wide, expected) => {
    expect(slidesPerView(wide)).toEqual(expected);
  });
});
