import { Outlet } from "react-router";
import { Logo } from "./Logo";
import { SkipLink } from "./SkipLink";

/** Donate, checkout and the hash pages: no site header (000 §2), the logo only. */
export function BareLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-border px-4 py-3">
        <Logo />
      </header>
      <main
        id="content"
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 outline-none"
      >
        <Outlet />
      </main>
    </div>
  );
}
