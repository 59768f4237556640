import { Outlet } from "react-router";
import { CookieNotice } from "./CookieNotice";
import { CreationHeader } from "./CreationHeader";
import { SkipLink } from "./SkipLink";

/** Campaign creation: the reduced header (logo and exit), no footer, the form in a narrow column. */
export function CreationLayout() {
  return (
    <div className="cw:flex cw:min-h-screen cw:flex-col">
      <SkipLink />
      <CreationHeader />
      <main
        id="content"
        tabIndex={-1}
        className="cw:mx-auto cw:w-full cw:max-w-3xl cw:flex-1 cw:px-4 cw:py-6 cw:outline-none"
      >
        <Outlet />
      </main>
      <CookieNotice />
    </div>
  );
}
