// The demo world's pictures: illustrations drawn for each demo campaign, member and organisation
// (src/seed/drawing/, rendered once by `pnpm --filter @causeway/api run draw-pictures`), kept as
// WebP files in apps/api/seed-pictures so the seed only copies them: no drawing, no download.
// WebP, not JPEG: a campaign's cover is what a phone waits for, and the same picture is half the
// bytes (13 kB for Maria's, about what the plain gradient it replaces weighed).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Every demo picture, by the name of its file in seed-pictures/ (without `.webp`). */
export const PICTURE_NAMES = [
  "help-maria-walk-again-1",
  "help-maria-walk-again-2",
  "help-maria-walk-again-3",
  "nueva-biblioteca-tarifa-1",
  "nueva-biblioteca-tarifa-2",
  "leczenie-dzieci-krakow-1",
  "leczenie-dzieci-krakow-2",
  "sofia-dog-shelter-1",
  "sofia-dog-shelter-2",
  "trees-for-budapest-1",
  "trees-for-budapest-2",
  "heart-surgery-andrei-1",
  "heart-surgery-andrei-2",
  "flood-relief-tarifa-1",
  "flood-relief-tarifa-2",
  "lodz-youth-football-1",
  "lodz-youth-football-2",
  "plovdiv-community-garden-1",
  "oxygen-rural-clinics-1",
  "oxygen-rural-clinics-2",
  "music-lessons-athens-1",
  "music-lessons-athens-2",
  "varna-library-ramp-1",
  "varna-library-ramp-2",
  "runners-for-maria-1",
  "avatar-admin",
  "avatar-superadmin",
  "avatar-maria.petrova",
  "avatar-lucia.garcia",
  "avatar-anna.nowak",
  "avatar-ion.popescu",
  "avatar-zdrowie-fundacja",
  "avatar-zold-jovo",
  "cover-zdrowie-fundacja",
] as const;

export type PictureName = (typeof PICTURE_NAMES)[number];

/** apps/api/seed-pictures, found from this file in src/seed (tsx, vitest) or in dist (the bundle). */
export function picturesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, "seed-pictures");
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error("seed-pictures folder not found");
}

export interface DemoPicture {
  bytes: Uint8Array;
  width: number;
  height: number;
}

const cache = new Map<PictureName, DemoPicture>();

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The size a WebP file declares (lossy, lossless or extended), or null when it is none. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP")
    return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ")
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const three = (at: number) =>
      (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    return { width: three(24) + 1, height: three(27) + 1 };
  }
  return null;
}

/** The picture `name`: its WebP bytes and size, read once per process. */
export function demoPicture(name: PictureName): DemoPicture {
  let picture = cache.get(name);
  if (!picture) {
    const bytes = new Uint8Array(readFileSync(join(picturesDir(), `${name}.webp`)));
    const size = webpSize(bytes);
    if (!size) throw new Error(`seed-pictures/${name}.webp is not a WebP picture`);
    picture = { bytes, ...size };
    cache.set(name, picture);
  }
  return picture;
}
