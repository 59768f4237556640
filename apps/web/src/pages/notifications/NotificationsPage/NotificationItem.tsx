import { formatMoney, type Notification } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { formatIbanForDisplay } from "@causeway/rules";
import { cn, Link, VisuallyHidden } from "@causeway/ui";
import { Banknote, Heart, Landmark, Megaphone, MessageCircle, UserPlus } from "lucide-react";
import { useAfterHydration } from "../../messages/message-time";
import { notificationHref, notificationKind, REMINDER_DAYS } from "../notification-link";

const KIND_ICON = {
  campaign: Megaphone,
  money: Banknote,
  bank: Landmark,
  follower: UserPlus,
  karma: Heart,
  comment: MessageCircle,
} as const;

/**
 * The values of a notification's text: a grouped one (new followers, karma, comments) names the
 * member who acted last and counts the others ("Maria and 3 others gave karma to your post").
 */
function textValues({ data }: Notification): Record<string, string | number> {
  const actor = data.actor;
  return actor ? { name: actor.name || actor.username, others: data.others ?? 0 } : {};
}

/** The line under a notification's text: what its data says (campaign, amount, period, tasks, post). */
function useDetails(notification: Notification): string[] {
  const { t, locale } = useTranslator();
  const { type, data } = notification;
  const money = (minor: number | undefined) =>
    minor !== undefined && data.currency
      ? formatMoney(minor, data.currency.abbreviation, locale)
      : null;
  // A period's days are UTC days (the server cuts weeks and months in UTC).
  const day = (seconds: number) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(seconds * 1000),
    );
  const parts: string[] = [];
  if (data.campaign_name) parts.push(data.campaign_name);
  switch (type) {
    case "CAMPAIGN_WEEKLY_STATISTICS":
    case "CAMPAIGN_MONTHLY_STATISTICS": {
      const amount = money(data.collected_amount);
      if (amount && data.date_from !== undefined && data.date_to !== undefined)
        // date_to is the period's (exclusive) end: the last day is the one before it.
        parts.push(
          t("web.notifications.collected", {
            amount,
            from: day(data.date_from),
            to: day(data.date_to - 1),
          }),
        );
      break;
    }
    case "CAMPAIGN_UPDATE_REMINDER":
      if (data.reminder_type)
        parts.push(t("web.notifications.reminder", { days: REMINDER_DAYS[data.reminder_type] }));
      break;
    case "CAMPAIGN_NEW_TASKS":
      if (data.tasks?.length)
        parts.push(
          t("web.notifications.tasks", {
            tasks: new Intl.ListFormat(locale, { type: "conjunction" }).format(
              data.tasks.map((key) => t(key)),
            ),
          }),
        );
      break;
    case "BANK_ACCOUNT_PROCESSING":
    case "BANK_ACCOUNT_APPROVED":
    case "BANK_ACCOUNT_DECLINED":
      if (data.iban) parts.push(formatIbanForDisplay(data.iban));
      break;
    case "POST_KARMA":
    case "POST_COMMENTED":
      if (data.post_title) parts.push(data.post_title);
      break;
    default: {
      const amount = money(data.amount);
      if (amount) parts.push(amount);
    }
  }
  return parts;
}

/**
 * One notification (000 §3): its text in the reader's language, what its data adds, when, and
 * whether it is read; the whole row leads where the notification is about (a deleted campaign:
 * home), marking it read on the way.
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t, locale } = useTranslator();
  const local = useAfterHydration();
  const details = useDetails(notification);
  const Icon = KIND_ICON[notificationKind(notification.type)];
  const unread = !notification.read;
  const when = new Date(notification.date_added * 1000);
  return (
    <li>
      <Link
        href={notificationHref(notification)}
        variant="plain"
        data-unread={unread || undefined}
        onClick={() => onOpen(notification)}
        className="cw:flex cw:items-start cw:gap-3 cw:rounded-lg cw:px-3 cw:py-3 cw:text-fg cw:no-underline cw:outline-none cw:hover:bg-surface-muted cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:data-[unread]:bg-primary-soft/40"
      >
        <span
          aria-hidden
          className="cw:mt-0.5 cw:inline-flex cw:size-9 cw:shrink-0 cw:items-center cw:justify-center cw:rounded-full cw:bg-surface-sunken cw:text-fg-muted"
        >
          <Icon size={18} />
        </span>
        <span className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-0.5">
          <span className={cn("cw:text-sm", unread ? "cw:font-semibold" : "cw:font-normal")}>
            {unread ? <VisuallyHidden>{t("web.notifications.unread")}: </VisuallyHidden> : null}
            {t(notification.text, textValues(notification))}
          </span>
          {details.length > 0 ? (
            <span className="cw:text-fg-muted cw:text-sm">{details.join(" · ")}</span>
          ) : null}
          <time dateTime={when.toISOString()} className="cw:text-fg-muted cw:text-xs">
            {new Intl.DateTimeFormat(locale, {
              dateStyle: "medium",
              timeStyle: "short",
              ...(local ? {} : { timeZone: "UTC" }),
            }).format(when)}
          </time>
        </span>
        {unread ? (
          <span
            aria-hidden
            className="cw:mt-2 cw:size-2.5 cw:shrink-0 cw:rounded-full cw:bg-primary"
          />
        ) : null}
      </Link>
    </li>
  );
}
