import { userQueries } from "@causeway/api-client";
import type { ReactNode } from "react";
import { type LoaderFunctionArgs, Navigate, redirect, useLocation } from "react-router";
import {
  needsSignupCompletion,
  SIGNUP_DETAILS_PATH,
  signupDetailsHref,
} from "../../pages/account/redirect";
import { loaderDeps } from "../loader-context";
import { useSession } from "../session/SessionProvider";

// 001 §4: "register_step greater than 1 means completed; otherwise the completion form is forced".
// Forced on every page a member opens, not only after logging in (issue 14): a member whose
// sign-up is not complete is sent to /sign-up/details, which brings them back to the page after.

/**
 * Pages a member who has not completed the sign-up may still open: the completion itself, logging
 * out, and logging in and signing up, which send a member on by themselves (to the completion first,
 * with the `redirect` they were given: afterSignInPath).
 */
const OPEN_PATHS = [SIGNUP_DETAILS_PATH, "/logout", "/login", "/sign-up"];
/**
 * The e-mail verification link works before the completion (it is in the sign-up e-mail), and so
 * does a password reset: its page signs the member in and says the password changed, which the
 * completion would otherwise replace at once (then bring them back to a link that is used).
 */
const OPEN_PREFIXES = ["/email-verification/", "/forgotten-password/"];

export function completionIsOptional(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return OPEN_PATHS.includes(path) || OPEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * The completion page a member should be sent to from `pathname` + `search`, or null when they
 * may stay (a guest, a complete sign-up, a page open to everyone signed in).
 */
export function completionRedirect(
  user: { register_step: number } | null | undefined,
  pathname: string,
  search = "",
): string | null {
  if (!user || !needsSignupCompletion(user) || completionIsOptional(pathname)) return null;
  return signupDetailsHref(`${pathname}${search}`);
}

/**
 * The root route's loader: on the server (which waits for data) a member's user is read before
 * anything renders and an incomplete sign-up is answered with a redirect to the completion. In the
 * browser the loader does not wait; SignupCompletionGuard decides as soon as the user is known.
 */
export async function signupCompletionLoader({ request, context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  if (!deps.token() || !deps.waitForData) return null;
  const url = new URL(request.url);
  if (completionIsOptional(url.pathname)) return null;
  let user: { register_step: number };
  try {
    user = await deps.queryClient.ensureQueryData({ ...userQueries.me(), retry: false });
  } catch {
    // The token's user could not be read (refused, offline): the page decides what to show.
    return null;
  }
  const target = completionRedirect(user, url.pathname, url.search);
  if (target) throw redirect(target);
  return null;
}

/**
 * Keeps a member with an incomplete sign-up on the completion form in the browser: on any page,
 * once their user is loaded (after a log-in, a client navigation, a page the server did not
 * render), they are sent there, with the way back to the page they opened.
 */
export function SignupCompletionGuard({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const target = completionRedirect(user, location.pathname, location.search);
  if (target) return <Navigate replace to={target} />;
  return children;
}
