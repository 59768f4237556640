// The withdrawals' reads and notes: a campaign's list by state, a withdrawal's notes and their
// states, the bank of an IBAN and the saved providers a search finds.
import { sql } from "kysely";
import type { Q } from "../db/database";
import { ReadCache } from "../db/read-cache";
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
import { signedPathExpiry } from "./private-media";

type ListQuery = { offset: number; limit: number; state: WithdrawState };

/**
 * A campaign's withdrawal pages, as presented (issue 12: the list at the speed of the other kept
 * answers). An entry goes the moment this process (or another instance, cache-fanout.ts) writes
 * any table a page is read from: a withdrawal asked for, edited, decided or transferred, a note,
 * an invoice's media, a bank account, a campaign, its images, a user shown beside a note or as a
 * transfer's receiver, the reference data; and after 5 s at most, the bound on a write made
 * outside the servers going unseen. A page is the same for the campaign's owner and for staff
 * (nothing in it depends on who reads it), and who may read it is checked before it is looked up
 * (routes/withdrawals/requests.ts). The key carries the expiry of the invoices' signed paths
 * (private-media.ts), so a kept page never hands out a path that expires sooner than a fresh one.
 */
const withdrawalPages = new ReadCache<string, WithdrawalPage>({
  name: "withdrawal pages",
  tables: [
    "withdrawals",
    "withdraw_notes",
    "media",
    "users",
    "bank_accounts",
    "campaigns",
    "campaign_images",
    "currencies",
    "withdraw_reasons",
  ],
  ttlMs: 5_000,
  max: 1_000,
});

type WithdrawalPage = Awaited<ReturnType<typeof readWithdrawals>>;

/**
 * A page of the campaign's withdrawals in `state` (PENDING also returns WAITING_DOCUMENTS), kept
 * (withdrawalPages): shared between requests, never change it.
 */
export function listWithdrawals(db: Q, campaignId: number, query: ListQuery) {
  const key = `${campaignId}:${query.state}:${query.offset}:${query.limit}:${signedPathExpiry()}`;
  return withdrawalPages.get(db, key, () => readWithdrawals(db, campaignId, query));
}

async function readWithdrawals(db: Q, campaignId: number, query: ListQuery) {
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
