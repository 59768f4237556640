import { Suspense } from "react";
import { Outlet } from "react-router";
import { deferredPart, partPlace } from "../app/deferred-part";
import { CookieNotice } from "./CookieNotice";
import { Header } from "./Header";
import { RegistrationPromptProvider } from "./RegistrationPrompt";
import { SkipLink } from "./SkipLink";

// The footer, at the bottom of every page: its code (links, the language and theme pickers) comes
// as it nears the screen, like a page's lower parts.
const Footer = deferredPart("site-footer", () =>
  import("./Footer").then((module) => module.Footer),
);

/** Pages with the header, footer, cookie notice and the registration prompt (000 §2). */
export function SiteLayout() {
  return (
    <RegistrationPromptProvider>
      <div className="cw:flex cw:min-h-screen cw:flex-col">
        <SkipLink />
        <Header />
        <main
          id="content"
          tabIndex={-1}
          className="cw:mx-auto cw:w-full cw:max-w-6xl cw:flex-1 cw:px-4 cw:py-6 cw:outline-none"
        >
          <Outlet />
        </main>
        <div {...partPlace("site-footer")}>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
        <CookieNotice />
      </div>
    </RegistrationPromptProvider>
  );
}
