// Draws every demo picture into apps/api/seed-pictures/<name>.webp (quality 80), and with
// `--preview DIR` a PNG of each into DIR to look at.
//   npx -y pnpm@12.21.0 --filter @causeway/api run draw-pictures [-- --preview /tmp/pictures]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PICTURE_NAMES, picturesDir } from "../pictures";
import { SCENES, svgSize } from "./catalogue";
import { rasterise } from "./render";

const previewAt = process.argv.indexOf("--preview");
const preview = previewAt > 0 ? process.argv[previewAt + 1] : undefined;
if (preview) mkdirSync(preview, { recursive: true });
let total = 0;
for (const name of PICTURE_NAMES) {
  const svg = SCENES[name]();
  const { width, height } = svgSize(svg);
  const webp = await rasterise(svg, width, height, "webp", 80);
  writeFileSync(join(picturesDir(), `${name}.webp`), webp);
  total += webp.length;
  if (preview)
    writeFileSync(join(preview, `${name}.png`), await rasterise(svg, width, height, "png"));
  process.stdout.write(`${name}.webp ${width}×${height} ${(webp.length / 1024).toFixed(1)} kB\n`);
}
process.stdout.write(`${PICTURE_NAMES.length} pictures, ${(total / 1024).toFixed(0)} kB\n`);
