import { readCookie } from "../cookies";

/**
 * The session token lives in the `jwt` cookie for 14 days. The spec gives 14 days in one place and
 * 7 in another; we keep 14, as @causeway/api-client's README does, and any renewal restarts it.
 */
export const TOKEN_COOKIE = "jwt";
export const TOKEN_DAYS = 14;

export function readToken(cookie: string = document.cookie): string | null {
  return readCookie(cookie, TOKEN_COOKIE);
}

export function writeToken(token: string | null): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve (Firefox, older Safari), and this one write is built and escaped here.
  document.cookie =
    token === null
      ? `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${TOKEN_DAYS * 86_400}; SameSite=Lax${secure}`;
}
