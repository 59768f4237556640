import { useTranslator } from "@causeway/i18n/react";
import { useEffect } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, ScrollRestoration, useHref, useNavigate } from "react-router";
import { SignupCompletionGuard } from "../app/guards/SignupCompletion";
import { DocumentMeta } from "../app/meta/DocumentMeta";
import { markAppLive } from "../boot/app-live";
import { AppFailedNotice } from "./AppFailedNotice";
import { routeLinkClicks } from "./router-link-click";

/**
 * The root of every page: ui's links and link cards (native `a[data-slot="link" or "card"]`) and react-aria's links and
 * buttons with an href navigate through the router (no full page load), and each navigation
 * scrolls to the top (000 §2), or back to where the user was; the new page's title and
 * description follow, and its heading takes the focus (DocumentMeta). A member who has not
 * completed the sign-up is kept on the completion form (SignupCompletionGuard).
 */
export function RootRoute() {
  const { t } = useTranslator();
  const navigate = useNavigate();
  // The app runs: what the visitor did before (boot/early-*.ts held it) is the app's now.
  useEffect(() => {
    markAppLive();
  }, []);
  useEffect(() => {
    const onClick = routeLinkClicks(
      navigate,
      'a[data-slot="link"][href], a[data-slot="card"][href]',
    );
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <SignupCompletionGuard>
        <Outlet />
      </SignupCompletionGuard>
      <ScrollRestoration />
      <DocumentMeta />
      <noscript>{t("web.noscript")}</noscript>
      <AppFailedNotice />
    </AriaRouterProvider>
  );
}
