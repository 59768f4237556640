import { type User, userQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, VisuallyHidden } from "@causeway/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { useSession } from "../../app/session/SessionProvider";
import { settingsHref, settingsNavPages, settingsPageLabel } from "./settings-links";

const navLink =
  "flex items-center justify-between gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-fg outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary-soft-fg @3xl:aria-[current=page]:shadow-[inset_3px_0_0_var(--color-primary)]";

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
    <div className="@container flex flex-col gap-6">
      <h1 className="font-semibold text-2xl">{t("web.nav.settings")}</h1>
      {user ? (
        <div className="grid items-start gap-6 @3xl:grid-cols-[14rem_minmax(0,1fr)] @3xl:gap-10">
          <SettingsNav user={user} />
          <div className="min-w-0">
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
      className="-mx-4 overflow-x-auto px-4 @3xl:mx-0 @3xl:px-0"
    >
      <ul className="flex gap-1 pb-1 @3xl:flex-col @3xl:pb-0">
        {settingsNavPages(user.type).map((page) => (
          <li key={page} data-page={page}>
            <NavLink to={settingsHref(page)} className={navLink}>
              {t(settingsPageLabel(page))}
              {page === "email" && !user.email_verified ? (
                <span className="flex items-center">
                  <span aria-hidden="true" className="size-2 rounded-full bg-warning" />
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
