// Where a notification leads (000 §2, §3): the campaign's dashboard for what concerns a campaign
// (its owner is the one notified), its task list for new tasks, the withdrawal or bank account on
// the withdrawals page, and home for a deleted campaign.
import type { Notification } from "@causeway/api-client";

export function notificationHref(notification: Pick<Notification, "type" | "data">): string {
  const { type, data } = notification;
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

/** The reminder's age in days (000 §9: 10, 60 and 120 days). */
export const REMINDER_DAYS = {
  TEN_DAYS_REMINDER: 10,
  SIXTY_DAYS_REMINDER: 60,
  HUNDRED_TWENTY_DAYS_REMINDER: 120,
} as const;

/** Which family a type belongs to, for its icon. */
export function notificationKind(type: Notification["type"]): "campaign" | "money" | "bank" {
  if (type.startsWith("TRANSFER_") || type === "CAMPAIGN_FUNDS_COLLECTED") return "money";
  if (type.startsWith("BANK_ACCOUNT_")) return "bank";
  return "campaign";
}
