import { Outlet } from "react-router";
import { CookieNotice } from "./CookieNotice";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { RegistrationPromptProvider } from "./RegistrationPrompt";
import { SkipLink } from "./SkipLink";

/** Pages with the header, footer, cookie notice and the registration prompt (000 §2). */
export function SiteLayout() {
  return (
    <RegistrationPromptProvider>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <Header />
        <main
          id="content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none"
        >
          <Outlet />
        </main>
        <Footer />
        <CookieNotice />
      </div>
    </RegistrationPromptProvider>
  );
}
