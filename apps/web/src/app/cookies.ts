import { parseCookie } from "cookie";

/** An undecodable value (a hand-edited `%E0`) reads as no value, not as a crash of the page. */
function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

/**
 * One cookie's value from a `document.cookie` string or a Cookie header (parsed by `cookie`, the
 * first of a repeated name), or null when it is missing, empty or not decodable.
 */
export function readCookie(cookie: string, name: string): string | null {
  return parseCookie(cookie, { decode })[name] || null;
}
