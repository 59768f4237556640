// A PDF page drawn as a reader sees it: pdf.js (through unpdf) on a Skia canvas (@napi-rs/canvas),
// both from npm, so the test needs no system package. Compared with a baseline in
// test/__screenshots__ the way the story screenshots are (pixelmatch, threshold 0.2), with almost
// no pixel allowed to differ: a glyph missing from a line is some hundred pixels.
// PDF_SCREENSHOTS=update rewrites the baselines (look at them before committing).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import pixelmatch from "pixelmatch";
import { renderPageAsImage } from "unpdf";

export interface PageImage {
  png: Buffer;
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8ClampedArray;
}

/** RGBA pixels of a PNG. */
async function decode(png: Buffer): Promise<PageImage> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return { png, width: image.width, height: image.height, pixels: data };
}

/** The first page of `pdf`, drawn at `scale` pixels a point. */
export async function pdfPageImage(pdf: Uint8Array, scale = 1): Promise<PageImage> {
  const png = await renderPageAsImage(new Uint8Array(pdf), 1, {
    canvasImport: () => import("@napi-rs/canvas"),
    scale,
  });
  return decode(Buffer.from(png));
}

/** Pixels of two images of one size that differ by more than pixelmatch's threshold 0.2. */
export function differingPixels(a: PageImage, b: PageImage, out?: Uint8ClampedArray): number {
  return pixelmatch(a.pixels, b.pixels, out, a.width, a.height, { threshold: 0.2 });
}

const screenshotDir = join(import.meta.dirname, "__screenshots__");
const ALLOWED_PIXELS = 20;

/**
 * null when `image` matches the baseline `<folder>/<name>.png`, else what is wrong and the files
 * to look at (the image as drawn now, and the pixels that differ in red).
 */
export async function compareWithBaseline(
  folder: string,
  name: string,
  image: PageImage,
): Promise<string | null> {
  const dir = join(screenshotDir, folder);
  mkdirSync(dir, { recursive: true });
  const baselinePath = join(dir, `${name}.png`);
  const actualPath = join(dir, `${name}-actual.png`);
  if (process.env.PDF_SCREENSHOTS === "update") {
    writeFileSync(baselinePath, image.png);
    return null;
  }
  if (!existsSync(baselinePath)) {
    writeFileSync(actualPath, image.png);
    return `no baseline ${baselinePath}: the page is in ${actualPath}; look at it, then run with PDF_SCREENSHOTS=update`;
  }
  const expected = await decode(readFileSync(baselinePath));
  if (expected.width !== image.width || expected.height !== image.height) {
    writeFileSync(actualPath, image.png);
    return `${name} is ${image.width}×${image.height} px, its baseline ${expected.width}×${expected.height} px (see ${actualPath})`;
  }
  const out = new Uint8ClampedArray(image.pixels.length);
  const differing = differingPixels(expected, image, out);
  if (differing <= ALLOWED_PIXELS) return null;
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext("2d");
  const diff = context.createImageData(image.width, image.height);
  diff.data.set(out);
  context.putImageData(diff, 0, 0);
  const diffPath = join(dir, `${name}-diff.png`);
  writeFileSync(actualPath, image.png);
  writeFileSync(diffPath, await canvas.encode("png"));
  return `${name} differs from its baseline in ${differing} pixels (allowed ${ALLOWED_PIXELS}): see ${actualPath} and ${diffPath}`;
}
