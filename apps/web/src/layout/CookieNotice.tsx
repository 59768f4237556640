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
      className="cw:@container cw:sticky cw:bottom-0 cw:z-20 cw:border-t cw:border-border cw:bg-surface-raised cw:shadow-md"
    >
      <div className="cw:mx-auto cw:flex cw:max-w-6xl cw:flex-col cw:gap-3 cw:px-4 cw:py-3 cw:text-sm cw:@2xl:flex-row cw:@2xl:items-center cw:@2xl:justify-between">
        <p className="cw:text-fg">
          {t("web.cookies.text")}{" "}
          <Link
            to="/cookies"
            className="cw:rounded-sm cw:font-medium cw:text-primary cw:underline cw:underline-offset-2 cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
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
          className="cw:shrink-0 cw:cursor-pointer cw:rounded-md cw:bg-primary cw:px-4 cw:py-2 cw:font-medium cw:text-primary-fg cw:outline-none cw:hover:bg-primary-hover cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:focus-visible:ring-offset-2"
        >
          {t("web.cookies.dismiss")}
        </button>
      </div>
    </section>
  );
}
