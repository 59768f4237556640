import type { RouteObject } from "react-router";
import { RequireLogin, requireLoginLoader } from "../../app/guards/RequireLogin";
import { PRIVATE_PAGE } from "../../app/meta/page-meta";

/** Starting a campaign (000 §2), under the reduced creation header. */
export const creationRoutes: RouteObject[] = [
  { path: "campaign/create", lazy: () => import("./CreatePage/route") },
  { path: "campaign/create-in-favour", lazy: () => import("./CreatePage/in-favour-route") },
];

/** /creation/share: shown once, right after a creation (000 §2, §4); a member's page. */
export const shareRoutes: RouteObject[] = [
  {
    Component: RequireLogin,
    loader: requireLoginLoader,
    handle: PRIVATE_PAGE,
    children: [{ path: "creation/share", lazy: () => import("./SharePage/route") }],
  },
];
