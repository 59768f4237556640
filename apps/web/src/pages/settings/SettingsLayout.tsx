import { type User, userQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, VisuallyHidden } from "@causeway/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { useSession } from "../../app/session/SessionProvider";
import { settingsHref, settingsNavPages, settingsPageLabel } from "./settings-links";

const navLink =
  "cw:flex cw:items-center cw:justify-between cw:gap-2 cw:whitespace-nowrap cw:rounded-md cw:px-3 cw:py-2 cw:text-sm cw:font-medium cw:text-fg cw:outline-none cw:hover:bg-surface-muted cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:aria-[current=page]:bg-primary-soft cw:aria-[current=page]:font-semibold cw:aria-[current=page]:text-primary-soft-fg cw:@3xl:aria-[current=page]:shadow-[inset_3px_0_0_var(--cw-primary)]";

/**
 * /settings/* for a member (RequireLogin above it): the page heading, the navigation of the
 * settings pages (the current one marked aria-current="page") and the page, which reads the
 * member through `useSettingsUser()`.
 */
export function SettingsLayout() {
  const { t } = useTranslator();
  const { user } = useSession();
  const queryClient = useQueryClient();
  return (
    // A container: the navigation is a side column where the page is wide, a scrolling row where not.
    <div className="cw:@container cw:flex cw:flex-col cw:gap-6">
      <h1 className="cw:font-semibold cw:text-2xl">{t("web.nav.settings")}</h1>
      {user ? (
        <div className="cw:grid cw:items-start cw:gap-6 cw:@3xl:grid-cols-[14rem_minmax(0,1fr)] cw:@3xl:gap-10">
          <SettingsNav user={user} />
          <div className="cw:min-w-0">
            <Outlet context={user} />
          </div>
        </div>
      ) : (
        // A token whose member could not be loaded (a refused token signs out and goes to log in).
        <ErrorState
          headingLevel={2}
          onReload={() => void queryClient.refetchQueries({ queryKey: userQueries.me().queryKey })}
        />
      )}
    </div>
  );
}

function SettingsNav({ user }: { user: User }) {
  const { t } = useTranslator();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // In the scrolling row, bring the open page's link into view (only sideways: never the window).
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>(`a[href="${pathname}"]`);
    if (!row || !current) return;
    const box = row.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left < box.left || link.right > box.right) {
      row.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
    }
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label={t("web.settings.nav")}
      className="cw:-mx-4 cw:overflow-x-auto cw:px-4 cw:@3xl:mx-0 cw:@3xl:px-0"
    >
      <ul className="cw:flex cw:gap-1 cw:pb-1 cw:@3xl:flex-col cw:@3xl:pb-0">
        {settingsNavPages(user.type).map((page) => (
          <li key={page} data-page={page}>
            <NavLink to={settingsHref(page)} className={navLink}>
              {t(settingsPageLabel(page))}
              {page === "email" && !user.email_verified ? (
                <span className="cw:flex cw:items-center">
                  <span aria-hidden="true" className="cw:size-2 cw:rounded-full cw:bg-warning" />
                  <VisuallyHidden>{t("forms.settings.general.unverified")}</VisuallyHidden>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const Component = SettingsLayout;
