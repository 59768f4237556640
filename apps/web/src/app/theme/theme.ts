// The site's colour theme (issue 15): the system's preference unless the visitor chose light or
// dark, kept on this device as a cookie so the server draws the page in it (no flash of the other
// theme). <html data-theme> is "system" (the CSS follows prefers-color-scheme), "light" or "dark".
import { readCookie } from "../cookies";

export const THEME_COOKIE = "cw_theme";
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The theme a Cookie header chose; "system" when none (or anything else) is there. */
export function themeFromCookie(cookie: string): Theme {
  const value = readCookie(cookie, THEME_COOKIE);
  return isTheme(value) ? value : "system";
}

/** The Set-Cookie value for a choice: "system" forgets the cookie. */
export function themeCookie(theme: Theme): string {
  return theme === "system"
    ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
