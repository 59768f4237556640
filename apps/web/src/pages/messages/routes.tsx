import type { RouteObject } from "react-router";
import { RequireLogin, requireLoginLoader } from "../../app/guards/RequireLogin";
import { PRIVATE_PAGE } from "../../app/meta/page-meta";

/**
 * /messages and /messages/{user} (000 §2: login required): a guest is sent to log in and brought
 * back. {user} is the other member's id (the conversations link by id) or username.
 */
export const messagesRoutes: RouteObject[] = [
  {
    Component: RequireLogin,
    loader: requireLoginLoader,
    handle: PRIVATE_PAGE,
    children: [
      { path: "messages", lazy: () => import("./ConversationsPage/route") },
      { path: "messages/:user", lazy: () => import("./ThreadPage/route") },
    ],
  },
];
