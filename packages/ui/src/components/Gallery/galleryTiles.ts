/** The spec's gallery: 4 thumbnails, then a "+N" count on the last one. */
export const GALLERY_MAX_TILES = 4;

export interface GalleryTiles {
  /** Thumbnails drawn. */
  shown: number;
  /** Images not drawn, counted on the last thumbnail as "+N" (0: no count). */
  hidden: number;
}

/** How many of `count` images a gallery of at most `max` tiles draws, and how many it hides. */
export function galleryTiles(count: number, max: number = GALLERY_MAX_TILES): GalleryTiles {
  const total = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const limit = Math.max(1, Math.floor(max));
  if (total <= limit) return { shown: total, hidden: 0 };
  return { shown: limit, hidden: total - limit };
}
