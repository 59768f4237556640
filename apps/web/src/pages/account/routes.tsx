import type { RouteObject } from "react-router";
import { RequireLogin, requireLoginLoader } from "../../app/guards/RequireLogin";
import { PRIVATE_PAGE } from "../../app/meta/page-meta";

/**
 * The account pages of 000 §2, each a lazily loaded route module. /sign-up keeps the GuestOnly
 * rule itself (a member is sent home), so that its own sign-in leads on to the completion.
 */
export const accountRoutes: RouteObject[] = [
  { path: "login", lazy: () => import("./LoginPage/route") },
  { path: "logout", lazy: () => import("./LogoutPage/route") },
  { path: "sign-up", lazy: () => import("./SignupPage/route") },
  {
    Component: RequireLogin,
    loader: requireLoginLoader,
    handle: PRIVATE_PAGE,
    children: [{ path: "sign-up/details", lazy: () => import("./SignupDetailsPage/route") }],
  },
  { path: "forgotten-password", lazy: () => import("./ForgottenPasswordPage/route") },
  { path: "forgotten-password/:hash", lazy: () => import("./PasswordResetPage/route") },
];

/** Account pages shown without the site header (000 §2: the e-mail verification link). */
export const bareAccountRoutes: RouteObject[] = [
  { path: "email-verification/:hash", lazy: () => import("./EmailVerificationPage/route") },
];
