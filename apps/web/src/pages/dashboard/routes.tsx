import type { RouteObject } from "react-router";
import { RequireLogin, requireLoginLoader } from "../../app/guards/RequireLogin";
import { PRIVATE_PAGE } from "../../app/meta/page-meta";

/**
 * The campaign owner's pages of 000 §2, each a lazily loaded route module. Anyone but the
 * campaign's owner is sent to the campaign page (000 §2, §6; OwnedCampaign); the dashboard, its
 * preview and the edit pages (/edit-details, /edit-beneficent, /edit-documents: "login required")
 * first send a guest to log in, the withdraws page sends a guest to the campaign page too ("owner only,
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
      {
        path: "campaign/:campaign/dashboard/preview",
        lazy: () => import("./CampaignPreviewPage/route"),
      },
      {
        path: "campaign/:campaign/edit-details",
        lazy: () => import("./EditDetailsPage/route"),
      },
      {
        path: "campaign/:campaign/edit-beneficent",
        lazy: () => import("./EditBeneficentPage/route"),
      },
      {
        path: "campaign/:campaign/edit-documents",
        lazy: () => import("./EditDocumentsPage/route"),
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
