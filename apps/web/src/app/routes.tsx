import type { RouteObject } from "react-router";
import { BareLayout } from "../layout/BareLayout";
import { CreationLayout } from "../layout/CreationLayout";
import { PageLoading } from "../layout/PageLoading";
import { RootRoute } from "../layout/RootRoute";
import { SiteLayout } from "../layout/SiteLayout";
import { accountRoutes, bareAccountRoutes } from "../pages/account/routes";
import { adminRoutes } from "../pages/admin/routes";
import { bookmarksRoutes } from "../pages/bookmarks/routes";
import { bareCampaignRoutes, campaignRoutes } from "../pages/campaign/routes";
import { contentRoutes } from "../pages/content/routes";
import { creationRoutes, shareRoutes } from "../pages/create/routes";
import { bareDashboardRoutes, dashboardRoutes } from "../pages/dashboard/routes";
import { NotFoundPage } from "../pages/errors/NotFoundPage";
import { RouteErrorPage } from "../pages/errors/RouteErrorPage";
import { messagesRoutes } from "../pages/messages/routes";
import { notificationsRoutes } from "../pages/notifications/routes";
import { postRoutes } from "../pages/post/routes";
import { profileRoutes } from "../pages/profile/routes";
import { searchRoutes } from "../pages/search/routes";
import { bareSettingsRoutes, settingsRoutes } from "../pages/settings/routes";
import { signupCompletionLoader } from "./guards/SignupCompletion";

/**
 * Every route of the site (000 §2). Pages with the header, footer and cookie notice sit under
 * SiteLayout; donate, checkout and the hash pages under BareLayout. Unknown paths get the 404 page,
 * an unhandled error the error page with a reload button. /admincp, the staff console, has a frame
 * of its own.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: "root",
      Component: RootRoute,
      // A member whose sign-up is not complete is sent to complete it, from any page (001 §4).
      loader: signupCompletionLoader,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          Component: SiteLayout,
          ErrorBoundary: RouteErrorPage,
          children: [
            { index: true, lazy: () => import("../pages/home/route") },
            ...accountRoutes,
            ...campaignRoutes,
            ...postRoutes,
            ...bookmarksRoutes,
            ...shareRoutes,
            ...dashboardRoutes,
            ...settingsRoutes,
            ...messagesRoutes,
            ...notificationsRoutes,
            ...contentRoutes,
            ...searchRoutes,
            // /{username}: the one dynamic first segment, after every other route of the site.
            ...profileRoutes,
            { path: "*", Component: NotFoundPage },
          ],
        },
        {
          Component: CreationLayout,
          ErrorBoundary: RouteErrorPage,
          children: creationRoutes,
        },
        {
          Component: BareLayout,
          ErrorBoundary: RouteErrorPage,
          children: [
            ...bareAccountRoutes,
            ...bareCampaignRoutes,
            ...bareDashboardRoutes,
            ...bareSettingsRoutes,
          ],
        },
        // The staff console: its own frame, a full page load in and out (pages/admin/routes.tsx).
        ...adminRoutes,
      ],
    },
  ];
}
