import type { RouteObject } from "react-router";

/** /search?words=&filter= (000 §2): people, campaigns and posts matching the words. */
export const searchRoutes: RouteObject[] = [
  { path: "search", lazy: () => import("./SearchPage/route") },
];
