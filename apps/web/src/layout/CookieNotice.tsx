import { useTranslator } from "@causeway/i18n/react";
import { useState } from "react";
import { Link } from "react-router";
import { useShellStorage } from "./shell-storage";

/** The dismissible cookie notice of every page with a header (000 §2), linking the cookie policy. */
export function CookieNotice() {
  const { t } = useTranslator();
  const storage = useShellStorage();
  const [dismissed, setDismissed] = useState(() => storage.cookieNoticeDismissed());
  if (dismissed) return null;
  return (
    <section
      aria-label={t("web.cookies.label")}
      className="@container sticky bottom-0 z-20 border-t border-border bg-surface-raised shadow-md"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 text-sm @2xl:flex-row @2xl:items-center @2xl:justify-between">
        <p className="text-fg">
          {t("web.cookies.text")}{" "}
          <Link
            to="/cookies"
            className="rounded-sm font-medium text-primary underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-focus"
          >
            {t("web.cookies.link")}
          </Link>
        </p>
        <button
          type="button"
          onClick={() => {
            storage.dismissCookieNotice();
            setDismissed(true);
          }}
          className="shrink-0 cursor-pointer rounded-md bg-primary px-4 py-2 font-medium text-primary-fg outline-none hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2"
        >
          {t("web.cookies.dismiss")}
        </button>
      </div>
    </section>
  );
}
