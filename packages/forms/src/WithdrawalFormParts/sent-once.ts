import type { Withdraw } from "@causeway/api-client";

/**
 * The withdrawal a submission answered. useSubmission answers undefined for a press made while one
 * is on its way, which the withdrawal session never lets through: said as a failure if it did.
 */
export function sentOnce(withdraw: Withdraw | undefined): Withdraw {
  if (!withdraw) throw new Error("A request is already on its way.");
  return withdraw;
}
