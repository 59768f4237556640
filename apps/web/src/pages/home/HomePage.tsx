import { useSession } from "../../app/session/SessionProvider";
import { GuestHome } from "./GuestHome";
import { MemberHome } from "./MemberHome";

/** / : the guest home (000 §1) or, for a logged-in user, the feed (000 §2, §4). */
export function HomePage() {
  const { token, user, loading } = useSession();
  if (token && (loading || user)) return <MemberHome user={user} />;
  return <GuestHome />;
}
