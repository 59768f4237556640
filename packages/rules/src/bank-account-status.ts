// The owner's bank account and the withdraw-to-user action (000 §4). APPROVED is the contract's
// spelling; ACCEPTED (the other reading of the spec) is accepted on input. A missing account (404)
// is an empty WAITING one.

export type BankAccountStatus = "PENDING" | "APPROVED" | "REFUSED" | "WAITING";
export type BankAccountView = BankAccountStatus | "LOADING";

/** What choosing 'transfer to user' opens. */
export type BankAccountAction =
  | "pending-modal"
  | "owner-form"
  | "refused-modal"
  | "verification-modal"
  | "loading";

export type StatusColour = "orange" | "green" | "red";

/** Normalises a state as the server or an older client may write it. */
export function normalizeBankAccountStatus(state: string | null | undefined): BankAccountStatus {
  switch (state?.toUpperCase()) {
    case "PENDING":
      return "PENDING";
    case "APPROVED":
    case "ACCEPTED":
      return "APPROVED";
    case "REFUSED":
      return "REFUSED";
    default:
      return "WAITING";
  }
}

/** The view of an account while it loads, after an error (shown as loading), or once known. */
export function bankAccountView(query: {
  isLoading: boolean;
  isError: boolean;
  state?: string | null;
}): BankAccountView {
  if (query.isLoading || query.isError) return "LOADING";
  return normalizeBankAccountStatus(query.state);
}

const ACTION: Record<BankAccountView, BankAccountAction> = {
  PENDING: "pending-modal",
  APPROVED: "owner-form",
  REFUSED: "refused-modal",
  WAITING: "verification-modal",
  LOADING: "loading",
};

export function bankAccountAction(view: BankAccountView): BankAccountAction {
  return ACTION[view];
}

const COLOUR: Record<BankAccountView, StatusColour> = {
  LOADING: "orange",
  PENDING: "orange",
  APPROVED: "green",
  REFUSED: "red",
  WAITING: "red",
};

/** The status icon's colour: loading and pending orange, approved green, refused and waiting red. */
export function bankAccountStatusColour(view: BankAccountView): StatusColour {
  return COLOUR[view];
}

/** What the owner may do with the account: pending can be declined, approved removed. */
export function bankAccountAllows(view: BankAccountView): { decline: boolean; remove: boolean } {
  return { decline: view === "PENDING", remove: view === "APPROVED" };
}

/** A refused account's new verification deletes the old account first. */
export function newVerificationDeletesFirst(view: BankAccountView): boolean {
  return view === "REFUSED";
}
