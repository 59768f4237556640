import type { RouteObject } from "react-router";

/**
 * The staff console (/admincp, 000 §2): a tree of its own beside the site's layouts, with its own
 * frame, every part a lazily loaded module, so none of it is in the public pages' code. Only the
 * staff roles get in (staff-access.ts): a guest is sent to log in, anyone else gets a 403 page.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: "admincp",
    lazy: () => import("./AdminLayout/route"),
    children: [
      { index: true, lazy: () => import("./OverviewPage/route") },
      { path: "campaigns", lazy: () => import("./CampaignsPage/route") },
      { path: "bank-accounts", lazy: () => import("./BankAccountsPage/route") },
      { path: "withdrawals", lazy: () => import("./WithdrawalsPage/route") },
      { path: "withdrawals/:withdrawId", lazy: () => import("./WithdrawalPage/route") },
      { path: "donations", lazy: () => import("./DonationsPage/route") },
      { path: "donations/:donationId", lazy: () => import("./DonationPage/route") },
      { path: "bank-statements", lazy: () => import("./StatementsPage/route") },
      { path: "emails", lazy: () => import("./EmailsPage/route") },
      { path: "users", lazy: () => import("./UsersPage/route") },
      { path: "translations", lazy: () => import("./TranslationsPage/route") },
      { path: "*", lazy: () => import("./AdminNotFound") },
    ],
  },
];
