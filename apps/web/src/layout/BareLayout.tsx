import { Outlet } from "react-router";
import { Logo } from "./Logo";
import { SkipLink } from "./SkipLink";

/** The one column of a bare page: the logo stands where the page's content begins. */
const COLUMN = "mx-auto w-full max-w-lg px-4";

/**
 * Donate, checkout and the hash pages: no site header (000 §2), the logo only, in the column of
 * the page's content (it stood at the window's edge, away from the form it heads).
 */
export function BareLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-border py-3">
        <div data-slot="bare-header" className={COLUMN}>
          <Logo />
        </div>
      </header>
      <main id="content" tabIndex={-1} className={`${COLUMN} flex-1 py-6 outline-none`}>
        <Outlet />
      </main>
    </div>
  );
}
