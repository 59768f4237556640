// When a withdrawal needs documents (issue 13; the spec has the WAITING_DOCUMENTS state but not
// when it applies). A withdrawal may go out without documents up to a free limit (€1,000), or up
// to a share of the campaign's available amount (40 %) capped at a ceiling (€5,000), whichever is
// higher; the limits are in euros and apply in the campaign's currency at the day's rate. Above
// that the request waits for documents (WAITING_DOCUMENTS) until they are given. Documents not
// given within `holdDays` (60) of the request put the owner's next withdrawals on hold.
//
// One rule for both sides: the withdrawal forms say which case applies before the owner submits,
// and the server (apps/api) gives a new withdrawal its state and refuses one while on hold.
// Money is integer minor units; products go through BigInt so no amount overflows.

export interface DocumentsLimits {
  /** Below or at this many euro cents a withdrawal never needs documents (€1,000). */
  freeEur: number;
  /** …nor up to this share of the available amount, in percent (40)… */
  sharePercent: number;
  /** …capped at this many euro cents (€5,000). */
  capEur: number;
  /** Days documents may take before the owner's next withdrawals are put on hold (60). */
  holdDays: number;
}

/** The defaults; the server reads its own from configuration (apps/api config.ts). */
export const DOCUMENTS_LIMITS: DocumentsLimits = {
  freeEur: 100_000,
  sharePercent: 40,
  capEur: 500_000,
  holdDays: 60,
};

/** Rates are euro cents per minor unit of a currency, times a million (1 EUR = 1 000 000). */
export const RATE_SCALE = 1_000_000;

/**
 * Which case applies: the withdrawal goes out without documents, it needs documents (without
 * them it waits for them), or the owner's withdrawals are on hold (documents overdue elsewhere).
 */
export type DocumentsCase = "not_needed" | "needed" | "on_hold";

export interface DocumentsPolicyInput {
  /** The amount asked for, minor units of the campaign's currency. */
  amount: number;
  /** The campaign's available amount before this withdrawal, same units. */
  available: number;
  /** The campaign currency's rate to the euro (euro cents per minor unit × RATE_SCALE); null if unknown. */
  eurRate: number | null;
  limits?: DocumentsLimits;
  /** The owner has documents overdue on another withdrawal. */
  onHold?: boolean;
}

export interface DocumentsPolicy {
  case: DocumentsCase;
  /** The most that goes out without documents, minor units of the campaign's currency. */
  threshold: number;
}

const nonNegative = (n: number) => (Number.isSafeInteger(n) && n > 0 ? BigInt(n) : 0n);

/** Euro cents in minor units of a currency at `eurRate` (rounded down: the limit is never passed). */
export function fromEuros(euroCents: number, eurRate: number): number {
  if (!Number.isSafeInteger(eurRate) || eurRate <= 0) return 0;
  return Number((nonNegative(euroCents) * BigInt(RATE_SCALE)) / BigInt(eurRate));
}

/**
 * The most a withdrawal may be without documents, in minor units of the campaign's currency: the
 * free limit, or the share of the available amount capped at the ceiling, whichever is higher.
 * 0 when the rate is unknown (then every withdrawal needs documents).
 */
export function documentsThreshold(
  available: number,
  eurRate: number | null,
  limits: DocumentsLimits = DOCUMENTS_LIMITS,
): number {
  if (eurRate === null || !Number.isSafeInteger(eurRate) || eurRate <= 0) return 0;
  const free = BigInt(fromEuros(limits.freeEur, eurRate));
  const cap = BigInt(fromEuros(limits.capEur, eurRate));
  const share = (nonNegative(available) * nonNegative(limits.sharePercent)) / 100n;
  const shared = share < cap ? share : cap;
  return Number(free > shared ? free : shared);
}

/** Which case applies to a withdrawal of `amount`, and the threshold it was measured against. */
export function documentsPolicy({
  amount,
  available,
  eurRate,
  limits = DOCUMENTS_LIMITS,
  onHold = false,
}: DocumentsPolicyInput): DocumentsPolicy {
  const threshold = documentsThreshold(available, eurRate, limits);
  if (onHold) return { case: "on_hold", threshold };
  return { case: nonNegative(amount) > BigInt(threshold) ? "needed" : "not_needed", threshold };
}

/**
 * The state a new (or resent) provider or owner withdrawal starts in: it waits for documents only
 * when they are needed and were declared unavailable; otherwise staff review it (PENDING).
 */
export function initialWithdrawState(
  documents: DocumentsCase,
  invoiceNotAvailable: boolean,
): "PENDING" | "WAITING_DOCUMENTS" {
  return documents === "needed" && invoiceNotAvailable ? "WAITING_DOCUMENTS" : "PENDING";
}

/** When documents for a request made at `requestedAt` are overdue (its hold begins). */
export function documentsDueAt(
  requestedAt: Date,
  limits: DocumentsLimits = DOCUMENTS_LIMITS,
): Date {
  return new Date(requestedAt.getTime() + limits.holdDays * 86_400_000);
}

/** The dictionary keys the server answers for the documents policy (message-keys.ts lists them). */
export const DOCUMENTS_POLICY_MESSAGE = {
  /** A new withdrawal while documents are overdue on another one. */
  onHold: "withdraw.validator.documents_overdue",
  /** A document (by its content) already accepted on another withdrawal. */
  reused: "withdraw.validator.document_reused",
} as const;
