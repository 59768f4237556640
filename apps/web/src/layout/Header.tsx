import { useTranslator } from "@causeway/i18n/react";
import { cn } from "@causeway/ui";
import { Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useSession } from "../app/session/SessionProvider";
import { HeaderSearch } from "./HeaderSearch";
import { ImpersonationBar } from "./ImpersonationBar";
import { Logo } from "./Logo";

// A member's icons and menu load for members only: a guest's page does not carry them (nor their
// queries). The server render waits for them, so a member's page is whole.
const MemberArea = lazy(() =>
  import("./MemberArea").then((module) => ({ default: module.MemberArea })),
);

const navLink =
  "rounded-md px-3 py-2 text-sm font-medium text-fg outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus aria-[current=page]:text-primary";

/**
 * The site header (000 §2). A guest gets search, campaigns, products and log in; a member gets
 * search, campaigns, the messages badge, the notification bell and the user menu, and a bar to
 * leave an impersonation. Where the header is narrow (a container query, so it follows the space
 * it has) search and the links fold into a menu button; Escape or a navigation folds them again.
 */
export function Header() {
  const { t } = useTranslator();
  const { token, user } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const member = token !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: fold the menu on every navigation.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <header className="@container border-b border-border bg-surface">
      <ImpersonationBar />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape folds the narrow menu from wherever focus is inside the header. */}
      <div
        className="relative mx-auto flex max-w-6xl items-center gap-2 px-4 py-3"
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            setOpen(false);
            toggle.current?.focus();
          }
        }}
      >
        <Logo />
        <div
          id={panelId}
          data-open={open || undefined}
          className={cn(
            open ? "flex" : "hidden",
            "absolute inset-x-0 top-full z-30 flex-col gap-2 border-b border-border bg-surface p-4 shadow-md",
            "@3xl:static @3xl:z-auto @3xl:flex @3xl:flex-1 @3xl:flex-row @3xl:items-center @3xl:gap-4 @3xl:border-0 @3xl:bg-transparent @3xl:p-0 @3xl:shadow-none",
          )}
        >
          <div className="@3xl:ms-4 @3xl:flex-1">
            <HeaderSearch onNavigate={() => setOpen(false)} />
          </div>
          <nav
            aria-label={t("web.nav.main")}
            className="flex flex-col gap-1 @3xl:flex-row @3xl:items-center"
          >
            <NavLink to="/campaign" className={navLink}>
              {t("web.nav.campaigns")}
            </NavLink>
            {member ? null : (
              <>
                <NavLink to="/products" className={navLink}>
                  {t("web.header.products")}
                </NavLink>
                <NavLink to="/login" className={navLink}>
                  {t("web.nav.login")}
                </NavLink>
              </>
            )}
          </nav>
        </div>
        <div className="ms-auto flex items-center gap-1 @3xl:ms-0">
          {member ? (
            <Suspense fallback={null}>
              <MemberArea user={user} />
            </Suspense>
          ) : null}
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
            className="inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-fg outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus @3xl:hidden"
          >
            {open ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
            <span className="sr-only">{t("web.header.menu")}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
