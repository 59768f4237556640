// Importing a bank statement (issue 29): each credit line is kept once (bank_statement_lines), and
// a line whose remittance carries a waiting bank-transfer donation's reference (ISO 11649, with
// its check digits, wherever the bank put it) and exactly its amount and currency pays it
// (PROCESSED, through the provider's outcome handler: the owner's notification, the receipt). The
// rest are listed for staff with why they matched nothing. A line imported before changes
// nothing.
import { isCreditorReference } from "@causeway/rules";
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
    const { outcome, reference, donationId } = await match(db, bank, line);
    await db
      .updateTable("bank_statement_lines")
      .set({ outcome, reference, donation_id: donationId })
      .where("line_key", "=", line.key)
      .execute();
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
