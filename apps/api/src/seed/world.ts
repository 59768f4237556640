// What every part of the demo world is made with: the transaction, the demo password's hash,
// the pictures and PDFs it uploads (the pictures drawn for it: seed/pictures.ts), and the days ago
// things happened.
import type { Deps } from "../context";
import type { Tx } from "../db/database";
import { newStorageKey } from "../services/storage";
import { DEMO_PDF } from "./demo-pdf";
import { demoPicture, type PictureName } from "./pictures";

const DAY = 86_400_000;
export const ago = (days: number) => new Date(Date.now() - days * DAY);

export interface World {
  deps: Deps;
  trx: Tx;
  passwordHash: string;
  /** The demo picture `name`, uploaded by `ownerId`: its media id. */
  image: (trx: Tx, ownerId: number | null, name: PictureName) => Promise<number>;
  /** A private demo PDF named `name` owned by `ownerId`: its media id. */
  pdf: (trx: Tx, ownerId: number, name: string) => Promise<number>;
}

/** The image and PDF makers of one seed run. */
export function mediaMakers(deps: Deps): Pick<World, "image" | "pdf"> {
  const image = async (trx: Tx, ownerId: number | null, name: PictureName) => {
    const picture = demoPicture(name);
    const key = newStorageKey("uploads/demo", "webp");
    await deps.storage.put(key, picture.bytes);
    const row = await trx
      .insertInto("media")
      .values({
        owner_id: ownerId,
        kind: "image",
        name: `${name}.webp`,
        storage_key: key,
        mime_type: "image/webp",
        size: picture.bytes.length,
        width: picture.width,
        height: picture.height,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const pdf = async (trx: Tx, ownerId: number, name: string) => {
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
