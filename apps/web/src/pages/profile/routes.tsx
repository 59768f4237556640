import type { RouteObject } from "react-router";

/**
 * /{username} (000 §2): a member's profile. One dynamic segment at the top of the site, so it
 * goes last: every other route wins over it, and an unknown user is the 404 page.
 */
export const profileRoutes: RouteObject[] = [
  { path: ":username", lazy: () => import("./ProfilePage/route") },
];
