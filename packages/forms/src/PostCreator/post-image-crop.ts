// The frame a post's image is cropped to (000 §2: post images with crop and rotate; 001 §9:
// rotation step 90 degrees): its own shape (turned with it), a square or a 4:3 landscape, never
// larger than the picture and at most POST_IMAGE_MAX_SIDE on its long side.

export type CropShape = "original" | "square" | "landscape";

/** The longest side a cropped post image is drawn at. */
export const POST_IMAGE_MAX_SIDE = 1600;

export interface Size {
  width: number;
  height: number;
}

const fit = (size: Size): Size => {
  const scale = Math.min(1, POST_IMAGE_MAX_SIDE / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
};

/** The output size for a picture of `natural` size in `shape`, after `rotation` degrees. */
export function postCropSize(natural: Size, shape: CropShape, rotation: number): Size {
  const quarter = Math.round(rotation / 90) % 2 !== 0;
  const turned = quarter ? { width: natural.height, height: natural.width } : natural;
  if (shape === "square") {
    const side = Math.min(turned.width, turned.height);
    return fit({ width: side, height: side });
  }
  if (shape === "landscape") {
    const width = Math.min(turned.width, Math.round((turned.height * 4) / 3));
    return fit({ width, height: Math.round((width * 3) / 4) });
  }
  return fit(turned);
}

/** A PNG stays a PNG; a JPEG stays a JPEG; a GIF is drawn as a PNG (a canvas has one frame). */
export function croppedFileType(type: string): "image/png" | "image/jpeg" {
  return type === "image/jpeg" ? "image/jpeg" : "image/png";
}
