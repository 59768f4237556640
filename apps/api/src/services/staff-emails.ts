// The staff console's view of the outbox (issue 28): the messages in one delivery state, newest
// first, and sending a failed one again. The delivery worker (mail-delivery.ts) does the sending:
// a resend only puts the message back in its queue.
import { sql } from "kysely";
import type { Q } from "../db/database";
import { badRequest, notFound } from "../lib/errors";
import { totalCount, withTotal } from "./page-marks";
import { unix } from "./present-values";

type Paged = { offset: number; limit: number };
export type EmailState = "FAILED" | "PENDING" | "SENT";

const STATUS = {
  FAILED: "failed",
  PENDING: "pending",
  SENT: "sent",
} as const satisfies Record<EmailState, string>;

const COLUMNS = [
  "id",
  "to_address",
  "subject",
  "template",
  "status",
  "attempts",
  "last_error",
  "created_at",
  "failed_at",
  "sent_at",
] as const;

interface EmailRow {
  id: number;
  to_address: string;
  subject: string;
  template: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  failed_at: Date | string | null;
  sent_at: Date | string | null;
}

/** A message as the contract's StaffEmail: where it goes, what it is, how its delivery went. */
export function presentStaffEmail(row: EmailRow) {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    template: row.template,
    state: row.status.toUpperCase() as EmailState,
    attempts: row.attempts,
    error: row.last_error,
    date_added: unix(row.created_at),
    date_failed: row.failed_at ? unix(row.failed_at) : null,
    date_sent: row.sent_at ? unix(row.sent_at) : null,
  };
}

/** The messages in one state, newest first, with their total. */
export async function emailQueue(db: Q, state: EmailState, { offset, limit }: Paged) {
  const base = db.selectFrom("email_outbox").where("status", "=", STATUS[state]);
  const rows = await base
    .select(COLUMNS)
    .select(totalCount())
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  return withTotal(
    rows,
    offset,
    async () => (await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()).n,
  );
}

/**
 * A failed message back in the queue, its attempts counted afresh: only while it is failed, so
 * two presses queue it once (the second is told `error.email.not_failed`); 404 for no message.
 */
export async function resendEmail(db: Q, id: number) {
  const queued = await db
    .updateTable("email_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: sql`now()`, failed_at: null })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returning(COLUMNS)
    .executeTakeFirst();
  if (queued) return presentStaffEmail(queued);
  const exists = await db
    .selectFrom("email_outbox")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!exists) throw notFound();
  throw badRequest({ message: "error.email.not_failed" });
}
