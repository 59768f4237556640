import { outputPixels, type PixelCrop, rotatedBoundingBox, type Size } from "./cropMath";

export interface CropToBlobOptions {
  /** Image type of the Blob (default image/png). */
  type?: string;
  /** Quality for lossy types, 0 to 1. */
  quality?: number;
  /** Pixel multiplier for sharp output on dense screens (default 1). */
  scale?: number;
}

/** Loads an image from a URL (object URL, data URL or same-origin path). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener("load", () => resolve(image));
    image.addEventListener("error", () =>
      reject(new Error(`Could not load image ${src.slice(0, 60)}`)),
    );
    image.src = src;
  });
}

/**
 * Renders the part of `image` that react-easy-crop reports (`pixelCrop`, in the rotated image's
 * pixels) to a Blob of exactly `outputSize` (rounded to whole pixels, times `scale`).
 * The image is first drawn turned by `rotation` on a canvas the size of its rotated bounding box,
 * then the crop rectangle is drawn scaled into the output canvas.
 */
export async function cropToBlob(
  image: HTMLImageElement | string,
  pixelCrop: PixelCrop,
  rotation: number,
  outputSize: Size,
  { type = "image/png", quality, scale = 1 }: CropToBlobOptions = {},
): Promise<Blob> {
  const source = typeof image === "string" ? await loadImage(image) : image;
  const width = source.naturalWidth || source.width;
  const height = source.naturalHeight || source.height;
  const box = rotatedBoundingBox(width, height, rotation);

  const rotated = document.createElement("canvas");
  rotated.width = Math.round(box.width);
  rotated.height = Math.round(box.height);
  const rctx = rotated.getContext("2d");
  if (!rctx) throw new Error("Canvas 2D is not available");
  rctx.translate(rotated.width / 2, rotated.height / 2);
  rctx.rotate((rotation * Math.PI) / 180);
  rctx.drawImage(source, -width / 2, -height / 2, width, height);

  const out = outputPixels(outputSize, scale);
  const canvas = document.createElement("canvas");
  canvas.width = out.width;
  canvas.height = out.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas 2D is not available");
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(
    rotated,
    pixelCrop.x,
    pixelCrop.y,
    pixelCrop.width,
    pixelCrop.height,
    0,
    0,
    out.width,
    out.height,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The crop could not be encoded"))),
      type,
      quality,
    );
  });
}
