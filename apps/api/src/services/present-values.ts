import type { Q } from "../db/database";
import type { CurrencyRow } from "../db/schema";
import { mediaPath } from "./page-marks";
import { presentedMediaPath } from "./private-media";

// What every presenter shows the same way: timestamps, currencies, media paths.

/** Unix seconds (the contract's timestamps). */
export const unix = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

export interface CurrencyRef {
  id: number;
  abbreviation: string;
  name: string;
}

export function currencyRef(map: Map<number, CurrencyRow>, id: number): CurrencyRef {
  const c = map.get(id);
  return c
    ? { id: c.id, abbreviation: c.abbreviation, name: c.name }
    : { id, abbreviation: "XXX", name: "Unknown" };
}

/**
 * The media's paths. Private media get a signed path only with `ownerView` (a presenter whose
 * answer goes to the owner or staff only); elsewhere their plain path, which no guest can open.
 */
export async function mediaPaths(
  q: Q,
  ids: readonly (number | null | undefined)[],
  { ownerView = false } = {},
) {
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === "number"))];
  if (!wanted.length)
    return new Map<
      number,
      { path: string; name: string; kind: string; width: number | null; height: number | null }
    >();
  const rows = await q
    .selectFrom("media")
    .select(["id", "storage_key", "name", "kind", "width", "height", "private"])
    .where("id", "in", wanted)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        path: ownerView ? presentedMediaPath(r) : mediaPath(r.storage_key),
        name: r.name,
        kind: r.kind,
        width: r.width,
        height: r.height,
      },
    ]),
  );
}
