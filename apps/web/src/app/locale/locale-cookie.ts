/** The interface language chosen on this device, as a cookie, so a server render speaks it too. */
export const LOCALE_COOKIE = "cw_lang";

export function localeCookie(locale: string): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
