// Importing a bank statement (issue 29): each credit line is kept once (bank_statement_lines), and
// a line whose remittance carries a waiting bank-transfer donation's reference (ISO 11649, with
// its check digits, wherever the bank put it) and exactly its amount and currency pays it
// (PROCESSED, through the provider's outcome handler: the owner's notification, the receipt). The
// rest are listed for staff with why they matched nothing. A line imported before changes
// nothing.
import { isCreditorReference } from "@causeway/rules";
import { sql } from "kysely";
import type { Db } from "../db/database";
import type { StatementLine } from "./bank-statement";
import type { BankTransferPayments } from "./bank-transfer-payments";

export type LineOutcome =
  | "MATCHED"
  | "NO_REFERENCE"
  | "UNKNOWN_REFERENCE"
  | "AMOUNT_DIFFERS"
  | "ALREADY_PAID";

export interface ImportedLine extends StatementLine {
  reference: string | null;
  outcome: LineOutcome;
  donationId: number | null;
}

export interface StatementImport {
  /** Lines seen for the first time, each with what it did. */
  lines: ImportedLine[];
  /** Lines imported before (the same statement again, or overlapping ones): left as they were. */
  repeated: number;
}

/** The creditor references a remittance text holds, spaces and case aside, check digits valid. */
export function referencesIn(remittance: string): string[] {
  const squeezed = remittance.toUpperCase().replace(/\s+/g, "");
  const found = new Set<string>();
  for (const match of squeezed.matchAll(/RF\d{2}[0-9A-Z]{1,21}/g)) {
    // The reference may run into the next word once spaces are gone: the longest valid prefix.
    const text = match[0];
    for (let end = text.length; end >= 5; end--) {
      if (isCreditorReference(text.slice(0, end))) {
        found.add(text.slice(0, end));
        break;
      }
    }
  }
  return [...found];
}

export async function importStatement(
  deps: { db: Db },
  bank: BankTransferPayments,
  lines: readonly StatementLine[],
  importedBy: number,
): Promise<StatementImport> {
  const { db } = deps;
  const result: StatementImport = { lines: [], repeated: 0 };
  for (const line of lines) {
    const claimed = await db
      .insertInto("bank_statement_lines")
      .values({
        line_key: line.key,
        account: line.account,
        booked_on: line.bookedOn,
        amount: line.amount,
        currency: line.currency,
        remittance: line.remittance,
        counterparty: line.counterparty,
        outcome: "NO_REFERENCE",
        imported_by: importedBy,
      })
      .onConflict((oc) => oc.doNothing())
      .returning("line_key")
      .executeTakeFirst();
    if (!claimed) {
      result.repeated++;
      continue;
    }
    let { outcome, reference, donationId } = await match(db, bank, line);
    const record = () =>
      db
        .updateTable("bank_statement_lines")
        .set({ outcome, reference, donation_id: donationId })
        .where("line_key", "=", line.key)
        .execute();
    await record().catch(async (error: unknown) => {
      // Staff matched another line to the same donation by hand meanwhile: it was paid by that.
      if ((error as { code?: string }).code !== "23505") throw error;
      outcome = "ALREADY_PAID";
      donationId = null;
      await record();
    });
    result.lines.push({ ...line, outcome, reference, donationId });
  }
  return result;
}

async function match(
  db: Db,
  bank: BankTransferPayments,
  line: StatementLine,
): Promise<{ outcome: LineOutcome; reference: string | null; donationId: number | null }> {
  const references = referencesIn(line.remittance);
  if (references.length === 0)
    return { outcome: "NO_REFERENCE", reference: null, donationId: null };
  const donations = await db
    .selectFrom("donations")
    .innerJoin("currencies", "currencies.id", "donations.initiated_currency_id")
    .select([
      "donations.id",
      "donations.payment_id",
      "donations.payment_status",
      "donations.initiated_amount",
      "donations.initiated_tip",
      "currencies.abbreviation",
    ])
    .where("donations.payment_method", "=", "BANK")
    .where("donations.payment_id", "in", references)
    .execute();
  const donation = donations[0];
  if (!donation)
    return { outcome: "UNKNOWN_REFERENCE", reference: references[0] ?? null, donationId: null };
  const reference = donation.payment_id;
  if (donation.payment_status === "PROCESSED") {
    return { outcome: "ALREADY_PAID", reference, donationId: null };
  }
  const owed = Number(donation.initiated_amount) + Number(donation.initiated_tip);
  if (line.amount !== owed || line.currency !== donation.abbreviation) {
    return { outcome: "AMOUNT_DIFFERS", reference, donationId: null };
  }
  await bank.paid(reference);
  return { outcome: "MATCHED", reference, donationId: donation.id };
}

/** Why staff cannot match a line to a donation by hand (a field and its dictionary key). */
export class MatchRefused extends Error {
  constructor(
    readonly field: "line" | "donation_id",
    readonly key: string,
  ) {
    super(key);
  }
}

export const MATCH_MESSAGE = {
  lineUnknown: "bank_statement.error.line_unknown",
  lineUsed: "bank_statement.error.line_used",
  notBankTransfer: "bank_statement.error.not_bank_transfer",
  alreadyPaid: "bank_statement.error.already_paid",
  amountDiffers: "bank_statement.error.amount_differs",
} as const;

/**
 * Staff match an open line (one that paid nothing) to a waiting bank-transfer donation by hand: a
 * reference the donor mistyped or left out. The line must carry exactly what the donation owes
 * (its amount and tip, in its currency). The line is claimed first (one line per donation, the
 * unique index), then the donation is paid as an import would pay it (PROCESSED, the owner's
 * notification, the receipt); if paying fails, the line is open again.
 */
export async function matchByHand(
  deps: { db: Db },
  bank: BankTransferPayments,
  lineKey: string,
  donationId: number,
  staffId: number,
) {
  const { db } = deps;
  const line = await db
    .selectFrom("bank_statement_lines")
    .selectAll()
    .where("line_key", "=", lineKey)
    .executeTakeFirst();
  if (!line) throw new MatchRefused("line", MATCH_MESSAGE.lineUnknown);
  if (line.donation_id !== null) throw new MatchRefused("line", MATCH_MESSAGE.lineUsed);
  const donation = await db
    .selectFrom("donations")
    .innerJoin("currencies", "currencies.id", "donations.initiated_currency_id")
    .select([
      "donations.payment_id",
      "donations.payment_method",
      "donations.payment_status",
      "donations.initiated_amount",
      "donations.initiated_tip",
      "currencies.abbreviation",
    ])
    .where("donations.id", "=", donationId)
    .executeTakeFirst();
  if (donation?.payment_method !== "BANK")
    throw new MatchRefused("donation_id", MATCH_MESSAGE.notBankTransfer);
  if (donation.payment_status !== "PROCESSING")
    throw new MatchRefused("donation_id", MATCH_MESSAGE.alreadyPaid);
  const owed = Number(donation.initiated_amount) + Number(donation.initiated_tip);
  if (Number(line.amount) !== owed || line.currency !== donation.abbreviation)
    throw new MatchRefused("donation_id", MATCH_MESSAGE.amountDiffers);
  const claimed = await db
    .updateTable("bank_statement_lines")
    .set({
      donation_id: donationId,
      outcome: "MATCHED",
      reference: donation.payment_id,
      matched_by: staffId,
    })
    .where("line_key", "=", lineKey)
    .where("donation_id", "is", null)
    .returning("line_key")
    .executeTakeFirst()
    .catch((error: unknown) => {
      // Another line was matched to this donation meanwhile.
      if ((error as { code?: string }).code === "23505")
        throw new MatchRefused("donation_id", MATCH_MESSAGE.alreadyPaid);
      throw error;
    });
  if (!claimed) throw new MatchRefused("line", MATCH_MESSAGE.lineUsed);
  try {
    await bank.paid(donation.payment_id);
  } catch (error) {
    await db
      .updateTable("bank_statement_lines")
      .set({
        donation_id: null,
        outcome: line.outcome,
        reference: line.reference,
        matched_by: null,
      })
      .where("line_key", "=", lineKey)
      .execute();
    throw error;
  }
  return db
    .selectFrom("bank_statement_lines")
    .selectAll()
    .select(sql<string | null>`booked_on::text`.as("booked_day"))
    .where("line_key", "=", lineKey)
    .executeTakeFirstOrThrow();
}
