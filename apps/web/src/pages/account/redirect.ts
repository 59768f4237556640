// Where the account pages send a user next (000 §2): the /login redirect parameter, read so it
// can only ever lead to a page of this site, and the sign-up completion that is forced while
// register_step is 1 or less (001 §4).

/** Any origin works here: only whether the target stays on it matters. */
const PROBE_ORIGIN = "https://causeway.invalid";

/** Pages that must not be the target after logging in (a loop, or undoing what was just done). */
const NOT_AFTER_LOGIN = new Set(["/login", "/logout"]);

/**
 * The path a `redirect` query parameter may send the user to: a same-site path such as
 * "/campaign/x?tab=1#top", else `fallback`. Absolute URLs ("https://evil.example"),
 * protocol-relative ones ("//evil.example", "/\\evil.example", "/\t/evil.example"), other
 * schemes ("javascript:..."), relative paths and the log-in and log-out pages are refused.
 */
export function safeRedirect(raw: string | null | undefined, fallback = "/"): string {
  if (typeof raw !== "string" || !raw.startsWith("/")) return fallback;
  // A backslash or a control character is never part of a real path of the site; browsers
  // read "/\evil.example" as "//evil.example".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(raw) || raw.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (NOT_AFTER_LOGIN.has(path.toLowerCase())) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** 001 §4: register_step greater than 1 means the sign-up is complete. */
export function needsSignupCompletion(user: { register_step: number }): boolean {
  return user.register_step <= 1;
}

/** The sign-up completion page, carrying where to go once it is done ("/" needs no parameter). */
export const SIGNUP_DETAILS_PATH = "/sign-up/details";

export function signupDetailsHref(redirect = "/"): string {
  const target = safeRedirect(redirect);
  return target === "/"
    ? SIGNUP_DETAILS_PATH
    : `${SIGNUP_DETAILS_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * Where a user goes right after logging in: the sign-up completion first when it is not done
 * (then on to the target), else the (already sanitised) target. Without a loaded user the target.
 */
export function afterSignInPath(user: { register_step: number } | null, target: string): string {
  const safe = safeRedirect(target);
  if (user && needsSignupCompletion(user)) return signupDetailsHref(safe);
  return safe;
}
