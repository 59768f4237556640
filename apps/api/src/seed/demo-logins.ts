// The demo world's logins the start-up banner names (the seed makes them; apps/api/README.md lists
// them all).
/** The demo world's logins by what they show (apps/api/README.md has the whole list). */
export const DEMO_LOGINS: readonly (readonly [string, string])[] = [
  ["admin", "staff console, verifications, withdrawals"],
  ["maria.petrova", "a campaign owner: dashboard, withdrawals, messages"],
  ["lucia.garcia", "a member with a pending bank account"],
  ["zdrowie-fundacja", "a business profile"],
  ["new.member", "sign-up not completed"],
];
