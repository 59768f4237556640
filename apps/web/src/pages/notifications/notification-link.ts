// Where a notification leads (000 §2, §3): the campaign's dashboard for what concerns a campaign
// (its owner is the one notified; new followers too), its task list for new tasks, the withdrawal
// or bank account on the withdrawals page, home for a deleted campaign, and the post for karma and
// comments on it (issue 25).
import type { Notification } from "@causeway/api-client";

export function notificationHref(notification: Pick<Notification, "type" | "data">): string {
  const { type, data } = notification;
  if (type === "POST_KARMA" || type === "POST_COMMENTED") return postHref(data);
  if (type === "CAMPAIGN_DELETED" || !data.slug) return "/";
  const campaign = `/campaign/${encodeURIComponent(data.slug)}`;
  switch (type) {
    case "CAMPAIGN_NEW_TASKS":
      return `${campaign}/dashboard?task_modal=open`;
    case "TRANSFER_PROCESSING":
    case "TRANSFER_APPROVED":
    case "TRANSFER_DECLINED":
    case "TRANSFER_PROCESSING_DOCUMENTS":
      return data.withdraw_id
        ? `${campaign}/dashboard/withdraw?withdraw=${data.withdraw_id}`
        : `${campaign}/dashboard/withdraw`;
    case "BANK_ACCOUNT_PROCESSING":
    case "BANK_ACCOUNT_APPROVED":
    case "BANK_ACCOUNT_DECLINED":
      return data.bank_account_id
        ? `${campaign}/dashboard/withdraw?bank_account=${data.bank_account_id}`
        : `${campaign}/dashboard/withdraw`;
    default:
      return `${campaign}/dashboard`;
  }
}

/**
 * A post's page (/campaign/{campaign}/{post}) when it belongs to a campaign; else its author's
 * posts on their profile, where a post without a campaign is shown; home when neither is known.
 */
function postHref(data: Notification["data"]): string {
  if (data.slug && data.post_slug)
    return `/campaign/${encodeURIComponent(data.slug)}/${encodeURIComponent(data.post_slug)}`;
  if (data.author_username) return `/${encodeURIComponent(data.author_username)}?tab=posts`;
  return "/";
}

/** The reminder's age in days (000 §9: 10, 60 and 120 days). */
export const REMINDER_DAYS = {
  TEN_DAYS_REMINDER: 10,
  SIXTY_DAYS_REMINDER: 60,
  HUNDRED_TWENTY_DAYS_REMINDER: 120,
} as const;

export type NotificationKind = "campaign" | "money" | "bank" | "follower" | "karma" | "comment";

/** Which family a type belongs to, for its icon. */
export function notificationKind(type: Notification["type"]): NotificationKind {
  if (type.startsWith("TRANSFER_") || type === "CAMPAIGN_FUNDS_COLLECTED") return "money";
  if (type.startsWith("BANK_ACCOUNT_")) return "bank";
  if (type === "CAMPAIGN_FOLLOWED") return "follower";
  if (type === "POST_KARMA") return "karma";
  if (type === "POST_COMMENTED") return "comment";
  return "campaign";
}
