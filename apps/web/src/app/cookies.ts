/**
 * One cookie's value from a `document.cookie` string or a Cookie header, or null when it is
 * missing, empty or not decodable (a hand-edited `%E0` is no value, not a crash of the page).
 */
export function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("=")) || null;
    } catch {
      return null;
    }
  }
  return null;
}
