// Shared by the bank-account stories (modals and the action): an account in each state, the
// requests a story captured, and a JSON answer for overrides.
import type { BankAccount } from "@causeway/api-client";
import type { fn } from "storybook/test";

export const pendingAccount: BankAccount = {
  id: 14,
  campaign_id: 1042,
  state: "PENDING",
  deleted: false,
  iban: "BG18RZBB91550123456789",
  holder_name: "Мария Петрова",
  bic: "RZBBBGSF",
  bank: "Raiffeisenbank Bulgaria",
  country: "BG",
  currency: { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
  documents: [
    {
      media: {
        id: 5610,
        path: "/media/files/2026/11/bank-certificate.pdf",
        name: "bank-certificate.pdf",
      },
      type: "certificate",
    },
  ],
  verified: false,
};

export const refusedAccount: BankAccount = { ...pendingAccount, state: "REFUSED" };
export const approvedAccount: BankAccount = {
  ...pendingAccount,
  state: "APPROVED",
  verified: true,
};

export const withStatement: BankAccount = {
  ...pendingAccount,
  documents: [
    {
      media: {
        id: 5611,
        path: "/media/files/2026/11/statement-october.pdf",
        name: "statement-october.pdf",
      },
      type: "account",
    },
    ...pendingAccount.documents,
  ],
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A request that never answers (a loading state). */
export const never = () => new Promise<Response>(() => {});

/** The requests an `onRequest` spy saw, optionally only one method. */
export function requestsOf(spy: unknown, method?: string): Request[] {
  return (spy as ReturnType<typeof fn>).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => !method || request.method === method);
}

export const pdf = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });

/**
 * After a busy button went away with its modal: waits out react-aria's late announcement (up to
 * 100 ms) and ui Button's sweep of it (150 ms), so axe sees the page as a user does.
 */
export async function settleAnnouncements() {
  await new Promise((resolve) => setTimeout(resolve, 200));
}
