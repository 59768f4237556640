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
  "cw:rounded-md cw:px-3 cw:py-2 cw:text-sm cw:font-medium cw:text-fg cw:outline-none cw:hover:bg-surface-muted cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:aria-[current=page]:text-primary";

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
    <header className="cw:@container cw:border-b cw:border-border cw:bg-surface">
      <ImpersonationBar />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape folds the narrow menu from wherever focus is inside the header. */}
      <div
        className="cw:relative cw:mx-auto cw:flex cw:max-w-6xl cw:items-center cw:gap-2 cw:px-4 cw:py-3"
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
            open ? "cw:flex" : "cw:hidden",
            "cw:absolute cw:inset-x-0 cw:top-full cw:z-30 cw:flex-col cw:gap-2 cw:border-b cw:border-border cw:bg-surface cw:p-4 cw:shadow-md",
            "cw:@3xl:static cw:@3xl:z-auto cw:@3xl:flex cw:@3xl:flex-1 cw:@3xl:flex-row cw:@3xl:items-center cw:@3xl:gap-4 cw:@3xl:border-0 cw:@3xl:bg-transparent cw:@3xl:p-0 cw:@3xl:shadow-none",
          )}
        >
          <div className="cw:@3xl:ms-4 cw:@3xl:flex-1">
            <HeaderSearch onNavigate={() => setOpen(false)} />
          </div>
          <nav
            aria-label={t("web.nav.main")}
            className="cw:flex cw:flex-col cw:gap-1 cw:@3xl:flex-row cw:@3xl:items-center"
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
        <div className="cw:ms-auto cw:flex cw:items-center cw:gap-1 cw:@3xl:ms-0">
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
            className="cw:inline-flex cw:size-10 cw:cursor-pointer cw:items-center cw:justify-center cw:rounded-md cw:text-fg cw:outline-none cw:hover:bg-surface-sunken cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:@3xl:hidden"
          >
            {open ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
            <span className="cw:sr-only">{t("web.header.menu")}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
