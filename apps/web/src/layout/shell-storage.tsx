import { createContext, type ReactNode, useContext } from "react";
import { readCookie } from "../app/cookies";
import { type Theme, themeCookie, themeFromCookie } from "../app/theme/theme";
import { IMPERSONATOR_COOKIE } from "./impersonation";

/** Set once the visitor dismisses the cookie notice; read on every page load. */
export const COOKIE_NOTICE_KEY = "causeway.cookie-notice-dismissed";
/** The same, as a cookie, so a server render knows it too (and draws no notice to take away). */
export const COOKIE_NOTICE_COOKIE = "cw_notice";

/** What the site shell keeps in the browser between page loads. */
export interface ShellStorage {
  /** The admin's own token while impersonating (the `impersonatorJWT` cookie), else null. */
  impersonatorToken(): string | null;
  /** Keeps the admin's own token while the site runs as another user (000 §4). */
  rememberImpersonator(token: string): void;
  forgetImpersonator(): void;
  cookieNoticeDismissed(): boolean;
  dismissCookieNotice(): void;
  /** The colour theme chosen on this device (the cw_theme cookie), or "system". */
  theme(): Theme;
  chooseTheme(theme: Theme): void;
}

export interface BrowserSources {
  getCookie: () => string;
  setCookie: (cookie: string) => void;
  /** localStorage; null where the browser refuses it (some private modes). */
  storage: () => Pick<Storage, "getItem" | "setItem"> | null;
}

/** "; Secure" on an https page (a token travels only over https there), else nothing. */
function secureFlag(): string {
  return typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
}

/** The shell's storage over cookies and localStorage; a refused storage just forgets. */
export function createShellStorage(sources: BrowserSources): ShellStorage {
  const storage = () => {
    try {
      return sources.storage();
    } catch {
      return null;
    }
  };
  return {
    impersonatorToken: () => readCookie(sources.getCookie(), IMPERSONATOR_COOKIE),
    // A session cookie: the way back lasts as long as the browser does, never longer.
    rememberImpersonator: (token) =>
      sources.setCookie(
        `${IMPERSONATOR_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${secureFlag()}`,
      ),
    forgetImpersonator: () =>
      sources.setCookie(`${IMPERSONATOR_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`),
    cookieNoticeDismissed: () => {
      if (readCookie(sources.getCookie(), COOKIE_NOTICE_COOKIE) === "1") return true;
      try {
        return storage()?.getItem(COOKIE_NOTICE_KEY) === "1";
      } catch {
        return false;
      }
    },
    dismissCookieNotice: () => {
      sources.setCookie(`${COOKIE_NOTICE_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`);
      try {
        storage()?.setItem(COOKIE_NOTICE_KEY, "1");
      } catch {
        // Private mode: the notice stays away for this page only.
      }
    },
    theme: () => themeFromCookie(sources.getCookie()),
    chooseTheme: (theme) => sources.setCookie(themeCookie(theme)),
  };
}

const browserStorage = createShellStorage({
  getCookie: () => document.cookie,
  setCookie: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve (Firefox, older Safari); the one write removes a cookie.
    document.cookie = cookie;
  },
  storage: () => window.localStorage,
});

/** What a server render knows of the shell: the request's cookies, nothing to write. */
export function serverShellStorage(cookie: string): ShellStorage {
  return createShellStorage({ getCookie: () => cookie, setCookie: () => {}, storage: () => null });
}

/** An in-memory shell storage (stories: nothing leaks into the browser other stories share). */
export function memoryShellStorage(
  initial: { impersonatorToken?: string; cookieNoticeDismissed?: boolean; theme?: Theme } = {},
): ShellStorage {
  let impersonator = initial.impersonatorToken ?? null;
  let dismissed = initial.cookieNoticeDismissed ?? false;
  let theme = initial.theme ?? "system";
  return {
    impersonatorToken: () => impersonator,
    rememberImpersonator: (token) => {
      impersonator = token;
    },
    forgetImpersonator: () => {
      impersonator = null;
    },
    cookieNoticeDismissed: () => dismissed,
    dismissCookieNotice: () => {
      dismissed = true;
    },
    theme: () => theme,
    chooseTheme: (next) => {
      theme = next;
    },
  };
}

const ShellStorageContext = createContext<ShellStorage | null>(null);

export function ShellStorageProvider({
  storage,
  children,
}: {
  storage: ShellStorage;
  children: ReactNode;
}) {
  return <ShellStorageContext.Provider value={storage}>{children}</ShellStorageContext.Provider>;
}

/** The browser's cookies and localStorage, unless a provider above gives another storage. */
export function useShellStorage(): ShellStorage {
  return useContext(ShellStorageContext) ?? browserStorage;
}

/** The storage a provider above gives, or null (PageStory keeps a story's own choice). */
export function useProvidedShellStorage(): ShellStorage | null {
  return useContext(ShellStorageContext);
}
