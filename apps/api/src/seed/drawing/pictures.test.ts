// The demo pictures in seed-pictures/ are the drawings as they are now: a scene changed without
// `run draw-pictures` fails here, as does a picture the seed names with no file.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { PICTURE_NAMES, picturesDir, webpSize } from "../pictures";
import { HERO_FILE, SCENES, svgSize } from "./catalogue";
import { hero } from "./scenes/hero";

/** The RGB pixels of an image (an SVG or a WebP file) at its own size. */
async function pixels(source: Buffer, width: number, height: number) {
  const image = await loadImage(source);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Uint8Array(context.getImageData(0, 0, width, height).data);
}

describe("the demo pictures", () => {
  it("are each the drawing of its scene, at the scene's size", async () => {
    const stale: string[] = [];
    for (const name of PICTURE_NAMES) {
      const svg = SCENES[name]();
      const size = svgSize(svg);
      const file = readFileSync(join(picturesDir(), `${name}.webp`));
      expect(webpSize(file), name).toEqual(size);
      const [drawn, kept] = await Promise.all([
        pixels(Buffer.from(svg), size.width, size.height),
        pixels(file, size.width, size.height),
      ]);
      let difference = 0;
      for (let i = 0; i < drawn.length; i += 4)
        difference +=
          Math.abs((drawn[i] ?? 0) - (kept[i] ?? 0)) +
          Math.abs((drawn[i + 1] ?? 0) - (kept[i + 1] ?? 0)) +
          Math.abs((drawn[i + 2] ?? 0) - (kept[i + 2] ?? 0));
      // WebP at quality 80 moves a pixel's colour by a unit or two on average; a changed scene, by far more.
      if (difference / (size.width * size.height * 3) > 4) stale.push(name);
    }
    expect(stale, "run `pnpm --filter @causeway/api run draw-pictures`").toEqual([]);
  }, 60_000);

  it("include the home page's hero picture as drawn now", () => {
    expect(
      readFileSync(HERO_FILE, "utf8"),
      "run `pnpm --filter @causeway/api run draw-pictures`",
    ).toBe(`${hero()}\n`);
  });
});
