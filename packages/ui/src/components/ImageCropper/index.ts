export {
  aspectOf,
  CROP_PRESETS,
  nextRotation,
  outputPixels,
  type PixelCrop,
  ROTATION_STEP,
  rotatedBoundingBox,
  type Size,
  ZOOM,
} from "./cropMath";
export { type CropToBlobOptions, cropToBlob, loadImage } from "./cropToBlob";
export { type CropState, ImageCropper, type ImageCropperProps } from "./ImageCropper";
