/**
 * Impersonation (000 §4): an admin's own token waits in the `impersonatorJWT` cookie while the
 * site runs as another user. Exiting restores it, removes the cookie and goes to /admincp.
 */
export const IMPERSONATOR_COOKIE = "impersonatorJWT";

/** One cookie's value from a `document.cookie` string, or null when it is missing or empty. */
export function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("=")) || null;
  }
  return null;
}
