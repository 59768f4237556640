// Which campaigns a transfer may go to (000 §5): active, verified, not successful, in the same
// currency and not the current one; the search lists 8.
import { TRANSFER_SEARCH_LIMIT } from "./constants";

export interface TransferCandidate {
  id: number;
  active: boolean;
  verified: boolean;
  successful: boolean;
  currency: { id: number };
}

export function isEligibleTransferTarget(
  candidate: TransferCandidate,
  current: { id: number; currency: { id: number } },
): boolean {
  return (
    candidate.active &&
    candidate.verified &&
    !candidate.successful &&
    candidate.currency.id === current.currency.id &&
    candidate.id !== current.id
  );
}

/** The eligible candidates, at most 8, in the order the search gave them. */
export function transferTargets<C extends TransferCandidate>(
  candidates: readonly C[],
  current: { id: number; currency: { id: number } },
): C[] {
  return candidates
    .filter((c) => isEligibleTransferTarget(c, current))
    .slice(0, TRANSFER_SEARCH_LIMIT);
}
