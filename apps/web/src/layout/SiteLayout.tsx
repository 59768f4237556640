import { Outlet } from "react-router";
import { HydrationSlice } from "../app/hydration/HydrationSlice";
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
        <HydrationSlice>
          <Header />
        </HydrationSlice>
        <main
          id="content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none"
        >
          <HydrationSlice>
            <Outlet />
          </HydrationSlice>
        </main>
        <HydrationSlice>
          <Footer />
        </HydrationSlice>
        <CookieNotice />
      </div>
    </RegistrationPromptProvider>
  );
}
