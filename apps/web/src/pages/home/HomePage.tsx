import { lazy, Suspense } from "react";
import { useSession } from "../../app/session/SessionProvider";
import { PageLoading } from "../../layout/PageLoading";
import { GuestHome } from "./GuestHome";

// A member's feed (the post creator, posts, karma …) loads for members only: a guest's home page
// does not carry its code. The server render waits for it (prerender).
const MemberHome = lazy(() =>
  import("./MemberHome").then((module) => ({ default: module.MemberHome })),
);

/** / : the guest home (000 §1) or, for a logged-in user, the feed (000 §2, §4). */
export function HomePage() {
  const { token, user, loading } = useSession();
  if (token && (loading || user)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <MemberHome user={user} />
      </Suspense>
    );
  }
  return <GuestHome />;
}
