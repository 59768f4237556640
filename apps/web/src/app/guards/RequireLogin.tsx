import { Spinner } from "@causeway/ui";
import { Navigate, Outlet, useLocation } from "react-router";
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
      <div className="flex justify-center py-16">
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
