import type { User } from "@causeway/api-client";
import { lazy, Suspense } from "react";
import { MemberIcons } from "./MemberIcons";
import { UserMenuPlaceholder } from "./UserMenuPlaceholder";

// The member's menu (Radix's dropdown with its positioning) comes after the rest of the header:
// until it is there, its button is drawn inert. The server render waits for it.
const UserMenu = lazy(() => import("./UserMenu").then((module) => ({ default: module.UserMenu })));

/**
 * What the header shows a member beside the links: the messages badge, the notification bell and
 * the user menu. Its own chunk, which a guest's page never loads (Header draws it for members).
 */
export function MemberArea({ user }: { user: User | null }) {
  return (
    <>
      <MemberIcons />
      {user ? (
        <Suspense fallback={<UserMenuPlaceholder user={user} />}>
          <UserMenu user={user} />
        </Suspense>
      ) : null}
    </>
  );
}
