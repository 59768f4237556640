import { Navigate, type RouteObject } from "react-router";
import { RequireLogin, requireLoginLoader } from "../../app/guards/RequireLogin";
import { PRIVATE_PAGE } from "../../app/meta/page-meta";
import { GENERAL_SETTINGS, SUBSCRIPTION_SETTINGS } from "./settings-paths";

/**
 * The settings pages of 000 §2, each a lazily loaded route module. /settings/* needs a member,
 * except the signed "manage your e-mails" link (/settings/newsletter/signature), whose signature
 * is the permission. An unknown /settings/xyz falls through to the site's 404 page.
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: "settings",
    children: [
      // Before the guard, so a guest logs in straight back to the general page.
      { index: true, element: <Navigate replace to={GENERAL_SETTINGS} /> },
      { path: "newsletter/signature", lazy: () => import("./SignedSubscriptionsPage") },
      {
        Component: RequireLogin,
        loader: requireLoginLoader,
        handle: PRIVATE_PAGE,
        children: [
          {
            lazy: () => import("./SettingsLayout"),
            children: [
              { path: "general", lazy: () => import("./GeneralSettingsPage") },
              { path: "email", lazy: () => import("./EmailSettingsPage") },
              { path: "username", lazy: () => import("./UsernameSettingsPage") },
              { path: "name", lazy: () => import("./NameSettingsPage") },
              { path: "phone", lazy: () => import("./PhoneSettingsPage") },
              { path: "password", lazy: () => import("./PasswordSettingsPage") },
              { path: "gender", lazy: () => import("./GenderSettingsPage") },
              { path: "size", lazy: () => import("./BusinessSizeSettingsPage") },
              { path: "sector", lazy: () => import("./BusinessSectorSettingsPage") },
              { path: "birthday", lazy: () => import("./BirthdaySettingsPage") },
              { path: "location", lazy: () => import("./LocationSettingsPage") },
              { path: "timezone", lazy: () => import("./TimezoneSettingsPage") },
              { path: "subscriptions", lazy: () => import("./SubscriptionsSettingsPage") },
              // The newsletter is one of the e-mails listed there (the contract has no call of its own).
              { path: "newsletter", element: <Navigate replace to={SUBSCRIPTION_SETTINGS} /> },
            ],
          },
        ],
      },
    ],
  },
  { path: "subscriptions", lazy: () => import("./SignedSubscriptionsPage") },
  { path: "unsubscribe", lazy: () => import("./UnsubscribePage") },
];

/** Settings pages shown without the site header (000 §2: the newsletter hash pages). */
export const bareSettingsRoutes: RouteObject[] = [
  { path: "settings/newsletter/:hash", lazy: () => import("./NewsletterLinkPage") },
];
