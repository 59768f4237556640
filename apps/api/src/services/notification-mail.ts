// The notifications that are also e-mailed (issue 28): what happened to a member's campaign, bank
// account or withdrawal reaches them by e-mail too, in their language, written in the transaction
// that stores the notification. Account events are always sent (verified, refused, paid …); the
// kinds a member chooses in /settings/subscriptions (new donations, weekly and monthly statistics,
// update reminders) only while they are on, and each such e-mail carries the signed one-click
// unsubscribe of RFC 8058 (List-Unsubscribe and List-Unsubscribe-Post, the spec's /unsubscribe
// link). Followers, karma, comments and the like stay in the bell.
import { type EmailSubscriptionType, isSubscribedTo } from "@causeway/rules";
import type { Q } from "../db/database";
import type { Logger } from "../log";
import { headerValue, sendMail } from "./mail";
import { mailLocale, notificationMail } from "./mail-messages";
import type { NotificationType } from "./notification-types";
import { unsubscribeChecksum } from "./subscriptions";
import { serverTranslator } from "./translator";

/** Which notifications are e-mailed: always, or under a subscription type. */
export const NOTIFICATION_EMAIL: Partial<
  Record<NotificationType, "always" | EmailSubscriptionType>
> = {
  CAMPAIGN_VERIFIED: "always",
  CAMPAIGN_DEACTIVATED: "always",
  CAMPAIGN_DELETED: "always",
  CAMPAIGN_SUCCEEDED: "always",
  BANK_ACCOUNT_APPROVED: "always",
  BANK_ACCOUNT_DECLINED: "always",
  TRANSFER_APPROVED: "always",
  TRANSFER_DECLINED: "always",
  TRANSFER_PROCESSING_DOCUMENTS: "always",
  CAMPAIGN_FUNDS_COLLECTED: "donations",
  CAMPAIGN_WEEKLY_STATISTICS: "weekly_statistics",
  CAMPAIGN_MONTHLY_STATISTICS: "monthly_statistics",
  CAMPAIGN_UPDATE_REMINDER: "update_reminders",
};

interface Settings {
  /** The site's origin, for the links. */
  publicUrl: string;
  /** Signs the unsubscribe links (the server's JWT secret, as the subscription links). */
  secret: string;
  log: Logger;
}

let settings: Settings | null = null;

/** buildDeps: the origin and secret the notification e-mails are written with. */
export function setNotificationMailSettings(next: Settings): void {
  settings = next;
}

/** The origin, secret and log the e-mails of the site's own accord are written with, once set. */
export function notificationMailSettings(): Settings | null {
  return settings;
}

/** The signed link that stops `type` for `userId` (the site's /unsubscribe page, one click). */
export function unsubscribeUrl(
  publicUrl: string,
  secret: string,
  userId: number,
  type: EmailSubscriptionType,
): string {
  const query = new URLSearchParams({
    user_id: String(userId),
    checksum: unsubscribeChecksum(secret, userId, type),
    template: type,
  });
  return `${publicUrl}/unsubscribe?${query}`;
}

/** Writes the e-mail of a notification just stored, when its kind is e-mailed to this member. */
export async function mailNotification(
  q: Q,
  userId: number,
  type: NotificationType,
  text: string,
): Promise<void> {
  const kind = NOTIFICATION_EMAIL[type];
  if (!kind || !settings) return;
  const user = await q
    .selectFrom("users")
    .select(["email", "language", "email_subscriptions"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user?.email) return;
  if (kind !== "always" && !isSubscribedTo(user.email_subscriptions, kind)) return;
  const locale = mailLocale(user.language);
  const what = serverTranslator(locale).t(text);
  const headers: Record<string, string> = {};
  let unsubscribe: string | undefined;
  if (kind !== "always") {
    unsubscribe = unsubscribeUrl(settings.publicUrl, settings.secret, userId, kind);
    headers["List-Unsubscribe"] = `<${unsubscribe}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  const words = await notificationMail(locale, headerValue(what), {
    open: `${settings.publicUrl}/notifications`,
    ...(unsubscribe ? { unsubscribe } : {}),
  });
  await sendMail(q, settings.log, {
    to: user.email,
    template: `notification:${type}`,
    ...words,
    headers,
    data: { user_id: userId, type, ...(kind === "always" ? {} : { subscription: kind }) },
  });
}
