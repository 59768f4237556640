// What the staff console's lists share: the campaigns' links and their owners, by campaign id.
import { sql } from "kysely";
import type { Q } from "../db/database";
import { campaignCoverKey, mediaPath } from "./page-marks";
import { userSummaries } from "./present";

/** The campaigns' links (id, name, slug, square cover) and their owners, by campaign id. */
export async function campaignsAndOwners(db: Q, campaignIds: readonly number[]) {
  const wanted = [...new Set(campaignIds)];
  if (!wanted.length) return { links: new Map(), owners: new Map(), ownerOf: new Map() };
  const rows = await db
    .selectFrom("campaigns")
    .select(["id", "name", "slug", "created_by"])
    .select(campaignCoverKey(sql.ref("campaigns.id")).as("cover_key"))
    .where("id", "in", wanted)
    .execute();
  const owners = await userSummaries(
    db,
    rows.map((r) => r.created_by),
  );
  const links = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        url: r.slug,
        cover: r.cover_key ? { square: { path: mediaPath(r.cover_key) } } : null,
      },
    ]),
  );
  const ownerOf = new Map(rows.map((r) => [r.id, r.created_by]));
  return { links, owners, ownerOf };
}
