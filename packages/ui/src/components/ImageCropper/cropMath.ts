/** A rectangle in the source image's pixels, as react-easy-crop reports it. */
export interface PixelCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The spec's fixed outputs: the avatar (200 x 200) and the business cover (382.5 x 156). */
export const CROP_PRESETS = {
  avatar: { width: 200, height: 200 },
  cover: { width: 382.5, height: 156 },
} as const satisfies Record<string, Size>;

export const ZOOM = { min: 1, max: 2, step: 0.01 } as const;
export const ROTATION_STEP = 90;

/** The next rotation, a quarter turn clockwise, kept within 0..359. */
export function nextRotation(rotation: number, step: number = ROTATION_STEP): number {
  return (((rotation + step) % 360) + 360) % 360;
}

/** The box that holds a `width` x `height` image once turned by `rotation` degrees. */
export function rotatedBoundingBox(width: number, height: number, rotation: number): Size {
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  // Snap float noise (cos 90deg = 6e-17) so quarter turns give whole pixels.
  const clean = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    width: clean(width * cos + height * sin),
    height: clean(width * sin + height * cos),
  };
}

/**
 * Canvas pixels for an output size: a canvas has whole pixels, so 382.5 x 156 draws at 383 x 156;
 * pass `scale` 2 for a sharp 765 x 312.
 */
export function outputPixels(size: Size, scale = 1): Size {
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The aspect ratio the crop frame keeps for an output size. */
export function aspectOf(size: Size): number {
  return size.height > 0 ? size.width / size.height : 1;
}
