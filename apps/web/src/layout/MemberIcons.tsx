import {
  messageMutations,
  messageQueries,
  notificationMutations,
  notificationQueries,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Bell, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useLiveUpdates } from "../app/realtime/LiveUpdates";

const iconLink =
  "cw:relative cw:inline-flex cw:size-10 cw:items-center cw:justify-center cw:rounded-full cw:text-fg-muted cw:outline-none cw:hover:bg-surface-sunken cw:hover:text-fg cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:aria-[current=page]:text-primary";

/** A count drawn on an icon; the link's name says it in words. */
function CountDot({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid="count-badge"
      className="cw:absolute cw:top-0.5 cw:right-0 cw:inline-flex cw:h-4.5 cw:min-w-4.5 cw:items-center cw:justify-center cw:rounded-full cw:bg-danger cw:px-1 cw:font-semibold cw:text-[0.6875rem] cw:text-primary-fg cw:leading-none cw:ring-2 cw:ring-surface"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

function IconLink({
  to,
  label,
  count,
  onOpen,
  children,
}: {
  to: string;
  label: string;
  count: number;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <NavLink to={to} aria-label={label} className={iconLink} onClick={onOpen}>
      {children}
      <CountDot count={count} />
    </NavLink>
  );
}

/**
 * The unread-messages badge and the notification bell (000 §2, §4): opening either resets its
 * counter on the server (messages: the badge; notifications: every notification seen), a click
 * made before the count has come as well. Both are live: the member's real-time connection
 * (useLiveUpdates) refreshes them when a message or a notification arrives, so the counts change
 * without a reload (the messages count not while the member is on /messages, where reading marks
 * what is read).
 */
export function MemberIcons() {
  const { t } = useTranslator();
  useLiveUpdates();
  const messages = useQuery(messageQueries.meta());
  const notifications = useQuery(notificationQueries.list());
  const resetMessages = useMutation(messageMutations.resetBadge());
  const seeNotifications = useMutation(notificationMutations.markAllSeen());
  const unreadMessages = messages.data?.total_unseen ?? 0;
  const meta = notifications.data?.meta;
  const unseenNotifications = meta ? Math.max(0, meta.total - meta.total_seen) : 0;
  return (
    <>
      <IconLink
        to="/messages"
        label={t("web.header.messages", { count: unreadMessages })}
        count={unreadMessages}
        onOpen={() => {
          // Before the count has come it is not known to be zero: the click resets it anyway.
          if (messages.data?.total_unseen !== 0) resetMessages.mutate();
        }}
      >
        <MessageCircle aria-hidden size={22} />
      </IconLink>
      <IconLink
        to="/notifications"
        label={t("web.header.notifications", { count: unseenNotifications })}
        count={unseenNotifications}
        onOpen={() => {
          if (!meta || unseenNotifications > 0) seeNotifications.mutate();
        }}
      >
        <Bell aria-hidden size={22} />
      </IconLink>
    </>
  );
}
