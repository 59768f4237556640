import { useTranslator } from "@causeway/i18n/react";
import { Badge } from "@causeway/ui";
import { ArrowUpRight } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { ImpersonationBar } from "../../../layout/ImpersonationBar";
import { SkipLink } from "../../../layout/SkipLink";
import { CONSOLE_PATH, type StaffSection, sectionPath, sectionsFor } from "../staff-access";

/** The dictionary key naming each section, in the navigation and on its page. */
export const SECTION_TITLE: Record<StaffSection, string> = {
  campaigns: "web.admin.campaigns.title",
  "bank-accounts": "web.admin.bank_accounts.title",
  withdrawals: "web.admin.withdrawals.title",
  donations: "web.admin.donations.title",
  "bank-statements": "web.admin.statements.title",
  emails: "web.admin.emails.title",
  users: "web.admin.users.title",
  translations: "web.admin.translations.title",
};

const navLink =
  "cw:whitespace-nowrap cw:rounded-md cw:px-3 cw:py-2 cw:text-sm cw:font-medium cw:text-fg-muted cw:outline-none cw:hover:bg-surface-sunken cw:hover:text-fg cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:aria-[current=page]:bg-primary-soft cw:aria-[current=page]:text-primary-soft-fg";

/**
 * The staff console's frame (/admincp, 000 §2): its own header and navigation, not the site's.
 * The console is a separate part of the app: links out of it (the site, a campaign's public page)
 * load the whole document, as the links into it do, so its code never rides with the site's.
 */
export function AdminLayout() {
  return (
    <ConsoleFrame>
      <Outlet />
    </ConsoleFrame>
  );
}

/** The header, the sections the user's roles open, and the page. */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslator();
  const { user } = useSession();
  const sections = sectionsFor(user?.roles);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the sections scroll sideways: the current one is kept in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow each navigation.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <div className="cw:flex cw:min-h-screen cw:flex-col cw:bg-surface">
      <SkipLink />
      <header className="cw:border-b cw:border-border cw:bg-surface">
        <ImpersonationBar />
        <div className="cw:mx-auto cw:flex cw:max-w-6xl cw:flex-wrap cw:items-center cw:gap-x-4 cw:gap-y-2 cw:px-4 cw:py-3">
          <div className="cw:flex cw:items-center cw:gap-2">
            <Link
              to="/"
              reloadDocument
              aria-label={t("web.home_link")}
              className="cw:rounded-sm cw:text-xl cw:font-bold cw:tracking-tight cw:text-primary cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
            >
              Causeway
            </Link>
            <Badge variant="brand">{t("web.admin.console")}</Badge>
          </div>
          <div className="cw:ms-auto cw:flex cw:flex-wrap cw:items-center cw:gap-x-4 cw:gap-y-1 cw:text-sm">
            {user ? (
              <span className="cw:text-fg-muted">
                {t("web.admin.signed_in_as", { name: user.name })}
              </span>
            ) : null}
            <Link
              to="/"
              reloadDocument
              className="cw:inline-flex cw:items-center cw:gap-1 cw:rounded-sm cw:font-medium cw:text-primary cw:underline-offset-4 cw:outline-none cw:hover:underline cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
            >
              {t("web.admin.back_to_site")}
              <ArrowUpRight aria-hidden size={16} />
            </Link>
          </div>
        </div>
        {sections.length > 0 ? (
          <nav
            ref={nav}
            aria-label={t("web.admin.nav")}
            className="cw:mx-auto cw:flex cw:max-w-6xl cw:gap-1 cw:overflow-x-auto cw:px-4 cw:pb-2"
          >
            <NavLink to={CONSOLE_PATH} end className={navLink}>
              {t("web.admin.overview.title")}
            </NavLink>
            {sections.map((section) => (
              <NavLink key={section} to={sectionPath(section)} className={navLink}>
                {t(SECTION_TITLE[section])}
              </NavLink>
            ))}
          </nav>
        ) : null}
      </header>
      <main
        id="content"
        tabIndex={-1}
        className="cw:mx-auto cw:w-full cw:max-w-6xl cw:flex-1 cw:px-4 cw:py-6 cw:outline-none"
      >
        {children}
      </main>
    </div>
  );
}
