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
  users: "web.admin.users.title",
  translations: "web.admin.translations.title",
};

const navLink =
  "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-fg-muted outline-none hover:bg-surface-sunken hover:text-fg focus-visible:ring-2 focus-visible:ring-focus aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-fg";

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
    <div className="flex min-h-screen flex-col bg-surface">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <ImpersonationBar />
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="flex items-center gap-2">
            <Link
              to="/"
              reloadDocument
              aria-label={t("web.home_link")}
              className="rounded-sm text-xl font-bold tracking-tight text-primary outline-none focus-visible:ring-2 focus-visible:ring-focus"
            >
              Causeway
            </Link>
            <Badge variant="brand">{t("web.admin.console")}</Badge>
          </div>
          <div className="ms-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {user ? (
              <span className="text-fg-muted">
                {t("web.admin.signed_in_as", { name: user.name })}
              </span>
            ) : null}
            <Link
              to="/"
              reloadDocument
              className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
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
            className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 pb-2"
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
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none"
      >
        {children}
      </main>
    </div>
  );
}
