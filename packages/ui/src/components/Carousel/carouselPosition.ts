/** The spec's carousel: 4 slides in view on wide screens. */
export const CAROUSEL_SLIDES_PER_VIEW = 4;

export interface ScrollMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

export interface CarouselPosition {
  atStart: boolean;
  atEnd: boolean;
  /** Index of the first slide in view. */
  first: number;
  /** How many slides fit in the view. */
  perView: number;
}

/** Where a scroll-snapped track of `slideCount` equal slides stands; 1 px of slack for sub-pixel scrolling. */
export function carouselPosition(
  { scrollLeft, clientWidth, scrollWidth }: ScrollMetrics,
  slideCount: number,
): CarouselPosition {
  const count = Math.max(0, Math.floor(slideCount));
  const left = Math.max(0, scrollLeft);
  const slide = count > 0 && scrollWidth > 0 ? scrollWidth / count : 0;
  const perView = slide > 0 ? Math.max(1, Math.min(count, Math.round(clientWidth / slide))) : 0;
  const first = slide > 0 ? Math.min(Math.max(0, count - perView), Math.round(left / slide)) : 0;
  return {
    atStart: left <= 1,
    atEnd: left + clientWidth >= scrollWidth - 1,
    first,
    perView,
  };
}

/** Slides visible per view at each container width: one on phones, two on tablets, `wide` beyond. */
export function slidesPerView(wide: number = CAROUSEL_SLIDES_PER_VIEW) {
  const max = Math.max(1, Math.floor(wide));
  return { narrow: 1, medium: Math.min(2, max), wide: max };
}
