import type { GalleryImage } from "./Gallery";

/** A small landscape drawn as an SVG data URL: no network and no system font in screenshots. */
export function landscape(hue: number, width = 320, height = 240): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 240">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 78%)"/><stop offset="1" stop-color="hsl(${hue} 60% 92%)"/></linearGradient></defs>
<rect width="320" height="240" fill="url(#s)"/>
<circle cx="240" cy="70" r="28" fill="hsl(${(hue + 40) % 360} 90% 62%)"/>
<path d="M0 190 L80 110 L140 170 L200 100 L320 200 L320 240 L0 240 Z" fill="hsl(${hue} 35% 38%)"/>
<path d="M0 215 L110 160 L220 210 L320 180 L320 240 L0 240 Z" fill="hsl(${hue} 40% 26%)"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const places = [
  "The new roof of the school",
  "Volunteers painting the classroom",
  "The library shelves, filled",
  "Children in the playground",
  "The opening day",
  "The garden behind the school",
  "The kitchen, renovated",
  "Thank-you letters from the pupils",
];

/** `count` sample images with distinct colours and descriptive alt texts. */
export function sampleImages(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, i) => ({
    src: landscape((i * 47 + 150) % 360),
    alt: places[i % places.length] ?? `Photo ${i + 1}`,
  }));
}
