// Why an account was refused: the staff note of the last decision, when the contract's account
// carries one (`note`, string or null). Blank notes say nothing, so they are not shown.
import type { BankAccount } from "@causeway/api-client";

export function refusalNote(account: BankAccount): string | null {
  const note: unknown = "note" in account ? account.note : null;
  if (typeof note !== "string") return null;
  const trimmed = note.trim();
  return trimmed === "" ? null : trimmed;
}
