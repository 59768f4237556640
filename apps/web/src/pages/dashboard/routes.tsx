import type { RouteObject } from "react-router";
import { RequireLogin, requireLoginLoader } from "../../app/guards/RequireLogin";
import { PRIVATE_PAGE } from "../../app/meta/page-meta";

/**
 * The campaign owner's pages of 000 §2, each a lazily loaded route module. Anyone but the
 * campaign's owner is sent to the campaign page (000 §2, §6; OwnedCampaign); the dashboard first
 * sends a guest to log in, the withdraws page sends a guest to the campaign page too ("owner only,
 * otherwise the campaign page").
 */
export const dashboardRoutes: RouteObject[] = [
  {
    Component: RequireLogin,
    loader: requireLoginLoader,
    handle: PRIVATE_PAGE,
    children: [
      {
        path: "campaign/:campaign/dashboard",
        lazy: () => import("./DashboardPage/route"),
      },
    ],
  },
  {
    path: "campaign/:campaign/dashboard/withdraw",
    lazy: () => import("./WithdrawPage/route"),
  },
];

/** Dashboard pages shown without the site header (000 §2: donate, checkout, hash pages). */
export const bareDashboardRoutes: RouteObject[] = [];
