import type { RouteObject } from "react-router";
import { RequireLogin, requireLoginLoader } from "../../app/guards/RequireLogin";
import { PRIVATE_PAGE } from "../../app/meta/page-meta";

/** /bookmarks (000 §2): login required, a guest is sent to log in and brought back. */
export const bookmarksRoutes: RouteObject[] = [
  {
    Component: RequireLogin,
    loader: requireLoginLoader,
    handle: PRIVATE_PAGE,
    children: [{ path: "bookmarks", lazy: () => import("./BookmarksPage/route") }],
  },
];
