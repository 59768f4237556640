import type { Generated } from "kysely";
import type { Def, Json, Timestamp } from "./columns";

// The server's own bookkeeping: idempotency keys, rate limits, applied migrations, the payment
// providers' webhook events already applied.

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  status: number | null;
  body: Json<unknown>;
  /** SHA-256 of the first request's canonical JSON; null for keys stored before it was kept. */
  request_hash: string | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}

export interface MigrationsTable {
  name: string;
  applied_at: Timestamp;
}

/** A payment provider's webhook event, applied once (issue 29). */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  type: string;
  payment_id: string | null;
  received_at: Generated<Timestamp>;
}

/** A credit line of an imported bank statement (issue 29), kept once under its key. */
export interface BankStatementLinesTable {
  line_key: string;
  account: string | null;
  booked_on: string | null;
  amount: number;
  currency: string;
  remittance: Generated<string>;
  counterparty: Generated<string>;
  reference: string | null;
  donation_id: number | null;
  outcome: "MATCHED" | "NO_REFERENCE" | "UNKNOWN_REFERENCE" | "AMOUNT_DIFFERS" | "ALREADY_PAID";
  imported_by: number | null;
  imported_at: Generated<Timestamp>;
  /** Migration 0024: who matched the line to its donation by hand (null: the import did). */
  matched_by: Def<number | null>;
}
