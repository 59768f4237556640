// A picture's SVG drawn by Skia (@napi-rs/canvas, from npm: no system library) and encoded as a
// WebP to serve, or as a PNG to look at.
import { createCanvas, loadImage } from "@napi-rs/canvas";

export async function rasterise(
  svg: string,
  width: number,
  height: number,
  format: "webp" | "png",
  quality = 80,
): Promise<Buffer> {
  const image = await loadImage(Buffer.from(svg));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return format === "webp" ? canvas.encode("webp", quality) : canvas.encode("png");
}
