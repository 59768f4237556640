import { Outlet } from "react-router";
import { Logo } from "./Logo";
import { SkipLink } from "./SkipLink";

/** The one column of a bare page: the logo stands where the page's content begins. */
const COLUMN = "cw:mx-auto cw:w-full cw:max-w-lg cw:px-4";

/**
 * Donate, checkout and the hash pages: no site header (000 §2), the logo only, in the column of
 * the page's content (it stood at the window's edge, away from the form it heads).
 */
export function BareLayout() {
  return (
    <div className="cw:flex cw:min-h-screen cw:flex-col">
      <SkipLink />
      <header className="cw:border-b cw:border-border cw:py-3">
        <div data-slot="bare-header" className={COLUMN}>
          <Logo />
        </div>
      </header>
      <main id="content" tabIndex={-1} className={`${COLUMN} cw:flex-1 cw:py-6 cw:outline-none`}>
        <Outlet />
      </main>
    </div>
  );
}
