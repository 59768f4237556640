// The withdrawals' reads and notes: a campaign's list by state, a withdrawal's notes and their
// states, the bank of an IBAN and the saved providers a search finds.
import { sql } from "kysely";
import type { Q } from "../db/database";
import type { WithdrawState } from "../db/schema";
import { ibanBank } from "../lib/iban";
import {
  currencies,
  currencyRef,
  presentNote,
  presentWithdrawalRows,
  userSummaries,
  withdrawalDetails,
} from "./present";

/** A page of the campaign's withdrawals in `state` (PENDING also returns WAITING_DOCUMENTS). */
export async function listWithdrawals(
  db: Q,
  campaignId: number,
  query: { offset: number; limit: number; state: WithdrawState },
) {
  // PENDING also returns WAITING_DOCUMENTS: both are shown as pending.
  const states: WithdrawState[] =
    query.state === "PENDING" ? ["PENDING", "WAITING_DOCUMENTS"] : [query.state];
  const base = db
    .selectFrom("withdrawals")
    .where("campaign_id", "=", campaignId)
    .where("state", "in", states);
  // One statement: the page, all it is presented with, and the total riding on its rows (only
  // a page past the end counts on its own).
  const rows = await base
    .selectAll()
    .select(withdrawalDetails())
    .select(sql<number>`(count(*) over ())::int`.as("total_count"))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  const total =
    rows[0]?.total_count ??
    (query.offset > 0
      ? (await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()).n
      : 0);
  return {
    withdraws: await presentWithdrawalRows(
      db,
      rows.map(({ total_count: _, ...row }) => row),
    ),
    total,
  };
}

/** The bank directory's entry for a valid IBAN, if its bank is known. */
export async function bankOfIban(db: Q, iban: string) {
  const parts = ibanBank(iban);
  const bank = parts
    ? await db
        .selectFrom("bank_directory")
        .selectAll()
        .where("country", "=", parts.country)
        .where("bank_code", "=", parts.bankCode)
        .executeTakeFirst()
    : undefined;
  return { parts, bank };
}

/** Saved providers whose IBAN starts with `iban`, or whose holder or bank holds the search. */
export async function searchProviders(
  db: Q,
  query: { search: string; limit: number },
  iban: string,
) {
  const like = `%${query.search.replace(/[%_\\]/g, "\\$&")}%`;
  const rows = await db
    .selectFrom("providers")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("iban", "like", `${iban}%`),
        eb("holder_name", "ilike", like),
        eb("bank", "ilike", like),
      ]),
    )
    .orderBy("holder_name")
    .limit(query.limit)
    .execute();
  const cur = await currencies(db);
  return rows.map((p) => ({
    iban: p.iban,
    bic: p.bic,
    bank: p.bank,
    country: p.country,
    holder_name: p.holder_name,
    currency: currencyRef(cur, p.currency_id),
  }));
}

/** A withdrawal's notes, oldest first, with their authors. */
export async function notesOf(db: Q, withdrawId: number) {
  const notes = await db
    .selectFrom("withdraw_notes")
    .selectAll()
    .where("withdraw_id", "=", withdrawId)
    .orderBy("id")
    .execute();
  const authors = await userSummaries(
    db,
    notes.map((n) => n.author_id),
  );
  return notes.map((n) => presentNote(n, authors));
}

/** A note by `authorId` on the withdrawal. */
export async function addNote(db: Q, withdrawId: number, authorId: number, text: string) {
  const note = await db
    .insertInto("withdraw_notes")
    .values({ withdraw_id: withdrawId, text, author_id: authorId })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentNote(note, await userSummaries(db, [authorId]));
}

/** Sets a note's state; undefined for no such note. */
export async function setNoteState(
  db: Q,
  noteId: number,
  state: "FOR_REVIEW" | "COMPLETED" | "OPEN",
) {
  const note = await db
    .updateTable("withdraw_notes")
    .set({ state })
    .where("id", "=", noteId)
    .returningAll()
    .executeTakeFirst();
  if (!note) return undefined;
  return presentNote(note, await userSummaries(db, [note.author_id]));
}
