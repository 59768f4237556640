// What every part of the demo world is made with: the transaction, the demo password's hash,
// the images and PDFs it uploads (one counter for both, so every file keeps its name and colours),
// and the days ago things happened.
import type { Deps } from "../context";
import type { Tx } from "../db/database";
import { newStorageKey } from "../services/storage";
import { DEMO_PDF, demoPng } from "./png";

const DAY = 86_400_000;
export const ago = (days: number) => new Date(Date.now() - days * DAY);

type Rgb = [number, number, number];
const PALETTE: [Rgb, Rgb][] = [
  [
    [63, 123, 224],
    [155, 200, 255],
  ],
  [
    [217, 72, 15],
    [255, 190, 120],
  ],
  [
    [43, 138, 62],
    [170, 230, 160],
  ],
  [
    [112, 72, 232],
    [220, 190, 255],
  ],
  [
    [194, 37, 92],
    [255, 170, 200],
  ],
  [
    [16, 152, 173],
    [160, 236, 245],
  ],
];

export interface World {
  deps: Deps;
  trx: Tx;
  passwordHash: string;
  /** A demo image of `w` x `h` owned by `ownerId`: its media id. */
  image: (trx: Tx, ownerId: number | null, w?: number, h?: number) => Promise<number>;
  /** A private demo PDF named `name` owned by `ownerId`: its media id. */
  pdf: (trx: Tx, ownerId: number, name: string) => Promise<number>;
}

/** The image and PDF makers of one seed run. */
export function mediaMakers(deps: Deps): Pick<World, "image" | "pdf"> {
  let mediaCount = 0;
  const image = async (trx: Tx, ownerId: number | null, w = 640, h = 480) => {
    mediaCount += 1;
    const [from, to] = PALETTE[mediaCount % PALETTE.length] ??
      PALETTE[0] ?? [
        [0, 0, 0],
        [255, 255, 255],
      ];
    const key = newStorageKey("uploads/demo", "png");
    const bytes = demoPng(w, h, from, to);
    await deps.storage.put(key, bytes);
    const row = await trx
      .insertInto("media")
      .values({
        owner_id: ownerId,
        kind: "image",
        name: `demo-${mediaCount}.png`,
        storage_key: key,
        mime_type: "image/png",
        size: bytes.length,
        width: w,
        height: h,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const pdf = async (trx: Tx, ownerId: number, name: string) => {
    mediaCount += 1;
    const key = newStorageKey("files/demo", "pdf");
    await deps.storage.put(key, DEMO_PDF);
    const row = await trx
      .insertInto("media")
      .values({
        owner_id: ownerId,
        kind: "file",
        name,
        storage_key: key,
        mime_type: "application/pdf",
        size: DEMO_PDF.length,
        width: null,
        height: null,
        private: true,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  return { image, pdf };
}
