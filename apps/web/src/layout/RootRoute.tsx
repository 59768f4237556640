import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, ScrollRestoration, useHref, useNavigate } from "react-router";
import { DocumentMeta } from "../app/meta/DocumentMeta";

/**
 * The root of every page: ui's links and buttons with an href navigate through the router (no full
 * page load), and each navigation scrolls to the top (000 §2), or back to where the user was;
 * the new page's title and description follow, and its heading takes the focus (DocumentMeta).
 */
export function RootRoute() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
      <ScrollRestoration />
      <DocumentMeta />
    </AriaRouterProvider>
  );
}
