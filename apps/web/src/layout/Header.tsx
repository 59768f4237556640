import { useTranslator } from "@causeway/i18n/react";
import { NavLink } from "react-router";
import { useSession } from "../app/session/SessionProvider";
import { Logo } from "./Logo";

const navLink =
  "rounded-md px-3 py-2 text-sm font-medium text-fg outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus aria-[current=page]:text-primary";

/** The site header: guest (campaigns, log in) or member (campaigns, settings, log out). */
export function Header() {
  const { t } = useTranslator();
  const { token } = useSession();
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <Logo />
        <nav aria-label={t("web.nav.main")} className="ml-auto flex items-center gap-1">
          <NavLink to="/campaign" className={navLink}>
            {t("web.nav.campaigns")}
          </NavLink>
          {token ? (
            <>
              <NavLink to="/settings" className={navLink}>
                {t("web.nav.settings")}
              </NavLink>
              <NavLink to="/logout" className={navLink}>
                {t("web.nav.logout")}
              </NavLink>
            </>
          ) : (
            <NavLink to="/login" className={navLink}>
              {t("web.nav.login")}
            </NavLink>
          )}
        </nav>
      </div>
    </header>
  );
}
