import { userQueries } from "@causeway/api-client";
import { Spinner } from "@causeway/ui";
import { type LoaderFunctionArgs, Navigate, Outlet, redirect, useLocation } from "react-router";
import { loaderDeps, prefetch } from "../loader-context";
import { useSession } from "../session/SessionProvider";

/** The log-in URL that brings the user back to `path` afterwards (000 §2: the redirect parameter). */
export function loginHref(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** Routes that need a member (settings, messages, bookmarks ...): a guest is sent to log in. */
export function RequireLogin() {
  const { token, loading } = useSession();
  const location = useLocation();
  if (!token) {
    return <Navigate replace to={loginHref(`${location.pathname}${location.search}`)} />;
  }
  if (loading) {
    return (
      <div className="cw:flex cw:justify-center cw:py-16">
        <Spinner size="lg" />
      </div>
    );
  }
  return <Outlet />;
}

/** Routes for guests only (sign-up): a logged-in user is sent home (000 §2). */
export function GuestOnly() {
  const { token } = useSession();
  if (token) return <Navigate replace to="/" />;
  return <Outlet />;
}

/**
 * The loader of the routes RequireLogin guards: a guest is sent to log in before anything of the
 * page loads or renders, a member's user is in the cache before the page renders.
 */
export async function requireLoginLoader({ request, context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  const { queryClient, token } = deps;
  if (!token()) {
    const url = new URL(request.url);
    throw redirect(loginHref(`${url.pathname}${url.search}`));
  }
  await prefetch(deps, [queryClient.prefetchQuery({ ...userQueries.me(), retry: false })]);
  return null;
}
