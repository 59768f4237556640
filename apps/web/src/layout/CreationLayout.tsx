import { Outlet } from "react-router";
import { CookieNotice } from "./CookieNotice";
import { CreationHeader } from "./CreationHeader";
import { SkipLink } from "./SkipLink";

/** Campaign creation: the reduced header (logo and exit), no footer, the form in a narrow column. */
export function CreationLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <CreationHeader />
      <main
        id="content"
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 outline-none"
      >
        <Outlet />
      </main>
      <CookieNotice />
    </div>
  );
}
