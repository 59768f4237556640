import type { RouteObject } from "react-router";
import { CONTENT_PAGES, type ContentPageId } from "../../content/pages";
import { RouteErrorPage } from "../errors/RouteErrorPage";

/** Pages that are more than their text: the contact form, the invitation's link. */
const OWN_MODULES: Partial<Record<ContentPageId, () => Promise<Record<string, unknown>>>> = {
  contact: () => import("./ContactPage/route"),
  "suggest-registration": () => import("./InvitePage/route"),
};

/**
 * The content pages of 000 §2 (/about, /terms, /how-to-start …), each its text in the page's
 * language in one content layout; the success stories; and the campaigns' short links
 * (/help/{short_url}), which send on to the campaign.
 */
export const contentRoutes: RouteObject[] = [
  ...CONTENT_PAGES.map(
    (page): RouteObject => ({
      path: page,
      lazy:
        OWN_MODULES[page] ??
        (() => import("./ContentPage/route").then((m) => m.contentRoute(page))),
    }),
  ),
  { path: "success-stories", lazy: () => import("./SuccessStoriesPage/route") },
  // An unknown story or short code is the 404 page inside the site's header and footer.
  {
    path: "success-stories/:story",
    ErrorBoundary: RouteErrorPage,
    lazy: () => import("./SuccessStoryPage/route"),
  },
  {
    path: "help/:shortUrl",
    ErrorBoundary: RouteErrorPage,
    lazy: () => import("./ShortLink/route"),
  },
];
