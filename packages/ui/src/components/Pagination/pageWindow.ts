/** One entry of a pagination bar: a page number, or a gap standing for the pages left out. */
export type PageItem =
  | { type: "page"; page: number }
  | { type: "ellipsis"; position: "start" | "end" };

export interface PageWindowOptions {
  /** Pages shown on each side of the current page. */
  siblings?: number;
  /** Pages always shown at the start and at the end. */
  boundaries?: number;
}

const range = (from: number, to: number): PageItem[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ type: "page", page: from + i }));

/**
 * The pages to draw for `current` of `total` (both 1-based). The bar always has the same number of
 * slots once pages must be left out, so it does not jump in width while paging: boundaries, an
 * ellipsis or a page, the window around the current page, an ellipsis or a page, boundaries.
 * An ellipsis never stands for a single page: that page is drawn instead.
 */
export function getPageWindow(
  current: number,
  total: number,
  { siblings = 1, boundaries = 1 }: PageWindowOptions = {},
): PageItem[] {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  const slots = 2 * boundaries + 2 * siblings + 3;
  if (count <= slots) return range(1, count);

  // Length of the single run of pages drawn when only one gap is needed.
  const run = slots - 1 - boundaries;

  // Near the start: one run of pages from 1, then a gap, then the last boundaries.
  if (page - siblings <= boundaries + 2) {
    return [
      ...range(1, run),
      { type: "ellipsis", position: "end" },
      ...range(count - boundaries + 1, count),
    ];
  }
  // Near the end: the first boundaries, a gap, then one run of pages to the last.
  if (page + siblings >= count - boundaries - 1) {
    return [
      ...range(1, boundaries),
      { type: "ellipsis", position: "start" },
      ...range(count - run + 1, count),
    ];
  }
  return [
    ...range(1, boundaries),
    { type: "ellipsis", position: "start" },
    ...range(page - siblings, page + siblings),
    { type: "ellipsis", position: "end" },
    ...range(count - boundaries + 1, count),
  ];
}
