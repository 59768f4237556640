import type { User } from "@causeway/api-client";
import { Avatar } from "@causeway/ui";
import { ChevronDown } from "lucide-react";

/** The user menu's button as it looks, inert, for the moment its code is on its way. */
export function UserMenuPlaceholder({ user }: { user: User }) {
  return (
    <span aria-hidden className="inline-flex items-center gap-1 rounded-full p-0.5 text-fg-muted">
      <Avatar name={user.name} alt="" src={user.avatar?.square.path ?? null} size="sm" />
      <ChevronDown aria-hidden size={16} />
    </span>
  );
}
