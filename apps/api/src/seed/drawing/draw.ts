// Draws every demo picture into apps/api/seed-pictures/<name>.webp (quality 80), with
// `--preview DIR` a PNG of each into DIR to look at, and the guest home's hero picture into
// apps/web/src/pages/home/hero.svg (the site serves it as it is: a file, not an import).
//   npx -y pnpm@12.21.0 --filter @causeway/api run draw-pictures [-- --preview /tmp/pictures]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PICTURE_NAMES, picturesDir } from "../pictures";
import { HERO_FILE, SCENES, svgSize } from "./catalogue";
import { rasterise } from "./render";
import { hero } from "./scenes/hero";

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
writeFileSync(HERO_FILE, `${hero()}\n`);
process.stdout.write(`${HERO_FILE}\n`);
