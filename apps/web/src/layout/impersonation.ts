/**
 * Impersonation (000 §4): an admin's own token waits in the `impersonatorJWT` cookie while the
 * site runs as another user. Exiting restores it, removes the cookie and goes to /admincp.
 */
export const IMPERSONATOR_COOKIE = "impersonatorJWT";

export function readImpersonatorToken(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === IMPERSONATOR_COOKIE) return decodeURIComponent(value.join("=")) || null;
  }
  return null;
}

export function clearImpersonatorToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve (Firefox, older Safari); this one write removes the cookie.
  document.cookie = `${IMPERSONATOR_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
