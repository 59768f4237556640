export { Gallery, type GalleryImage, type GalleryProps } from "./Gallery";
export { GALLERY_MAX_TILES, type GalleryTiles, galleryTiles } from "./galleryTiles";
