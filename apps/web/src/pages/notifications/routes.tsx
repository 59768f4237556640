import type { RouteObject } from "react-router";
import { RequireLogin, requireLoginLoader } from "../../app/guards/RequireLogin";
import { PRIVATE_PAGE } from "../../app/meta/page-meta";

/** /notifications (000 §2, issue 14: a member's page): a guest is sent to log in and brought back. */
export const notificationsRoutes: RouteObject[] = [
  {
    Component: RequireLogin,
    loader: requireLoginLoader,
    handle: PRIVATE_PAGE,
    children: [{ path: "notifications", lazy: () => import("./NotificationsPage/route") }],
  },
];
