// Media attached as a document: a bank account's documents, a withdrawal's invoices, a campaign's
// documents. Every one is private whatever its type (issue 25): an image uploaded through the public
// image endpoint and then attached becomes private here, so from then on only its owner and staff
// open it (by the signed paths the presenters give them, or their token) and everyone else gets the
// 404 of a missing file. The documents endpoint (`POST /api/v2/resources/file`) stores them private
// from the start; the widgets upload documents there.
import type { Q } from "../db/database";

/**
 * Whether every media of `ids` may be one of `userId`'s documents: their own uploads, or a shared
 * file that is already private. A shared public image (the demo world's) is refused: making it
 * private would take it from everyone who shows it. Those accepted are made private at once (in
 * the caller's transaction, when there is one).
 */
export async function claimDocuments(
  q: Q,
  userId: number,
  ids: readonly number[],
): Promise<boolean> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return true;
  const rows = await q
    .selectFrom("media")
    .select(["id", "owner_id", "private"])
    .where("id", "in", wanted)
    .execute();
  const allowed = rows.filter((m) => m.owner_id === userId || (m.owner_id === null && m.private));
  if (allowed.length !== wanted.length) return false;
  const open = allowed.filter((m) => !m.private).map((m) => m.id);
  if (open.length)
    await q.updateTable("media").set({ private: true }).where("id", "in", open).execute();
  return true;
}
