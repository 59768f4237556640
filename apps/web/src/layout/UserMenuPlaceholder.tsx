import type { User } from "@causeway/api-client";
import { Avatar } from "@causeway/ui";
import { ChevronDown } from "lucide-react";

/** The user menu's button as it looks, inert, for the moment its code is on its way. */
export function UserMenuPlaceholder({ user }: { user: User }) {
  return (
    <span
      aria-hidden
      className="cw:inline-flex cw:items-center cw:gap-1 cw:rounded-full cw:p-0.5 cw:text-fg-muted"
    >
      <Avatar name={user.name} alt="" src={user.avatar?.square.path ?? null} size="sm" />
      <ChevronDown aria-hidden size={16} />
    </span>
  );
}
