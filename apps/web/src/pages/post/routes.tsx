import type { RouteObject } from "react-router";

/**
 * A post's page, /campaign/:campaign/:post (000 §2). The campaign's own pages under the same
 * prefix (donate, checkout, dashboard, …) are static segments and rank before it.
 */
export const postRoutes: RouteObject[] = [
  { path: "campaign/:campaign/:post", lazy: () => import("./PostPage/route") },
];
