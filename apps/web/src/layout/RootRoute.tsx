import { useTranslator } from "@causeway/i18n/react";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigate } from "react-router";
import { SignupCompletionGuard } from "../app/guards/SignupCompletion";
import { DocumentMeta } from "../app/meta/DocumentMeta";
import { AppFailedNotice } from "./AppFailedNotice";
import { routeLinkClicks } from "./router-link-click";

/**
 * The root of every page: ui's links and link cards (native `a[data-slot="link" or "card"]`)
 * navigate through the router (no full page load; no react-aria component of ours takes an href,
 * so react-aria's own router provider is not needed), and each navigation
 * scrolls to the top (000 §2), or back to where the user was; the new page's title and
 * description follow, and its heading takes the focus (DocumentMeta). A member who has not
 * completed the sign-up is kept on the completion form (SignupCompletionGuard).
 */
export function RootRoute() {
  const { t } = useTranslator();
  const navigate = useNavigate();
  // The app runs: what the visitor did before (boot/early-*.ts held it) is the app's now. The
  // attribute is the boot script's signal (boot/app-live.ts), and a stylesheet's or a test's.
  useEffect(() => {
    const html = document.documentElement;
    html.removeAttribute("data-hydrating");
    html.setAttribute("data-hydrated", "");
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
    <>
      <SignupCompletionGuard>
        <Outlet />
      </SignupCompletionGuard>
      <ScrollRestoration />
      <DocumentMeta />
      <noscript>{t("web.noscript")}</noscript>
      <AppFailedNotice />
    </>
  );
}
