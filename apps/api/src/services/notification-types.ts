// The kinds of notification (spec 000 §6) and the dictionary key of each one's text.

export type NotificationType =
  | "CAMPAIGN_FUNDS_COLLECTED"
  | "CAMPAIGN_VERIFIED"
  | "CAMPAIGN_DELETED"
  | "CAMPAIGN_ACTIVATED"
  | "CAMPAIGN_DEACTIVATED"
  | "CAMPAIGN_SUCCEEDED"
  | "CAMPAIGN_NEW_TASKS"
  | "CAMPAIGN_WEEKLY_STATISTICS"
  | "CAMPAIGN_MONTHLY_STATISTICS"
  | "CAMPAIGN_UPDATE_REMINDER"
  | "TRANSFER_PROCESSING"
  | "TRANSFER_APPROVED"
  | "TRANSFER_DECLINED"
  | "TRANSFER_PROCESSING_DOCUMENTS"
  | "BANK_ACCOUNT_PROCESSING"
  | "BANK_ACCOUNT_APPROVED"
  | "BANK_ACCOUNT_DECLINED"
  | "CAMPAIGN_FOLLOWED"
  | "POST_KARMA"
  | "POST_COMMENTED";

/** Dictionary key of each type's text; `data` fills its placeholders. */
export const NOTIFICATION_TEXT: Record<NotificationType, string> = {
  CAMPAIGN_FUNDS_COLLECTED: "notification.campaign.funds_collected",
  CAMPAIGN_VERIFIED: "notification.campaign.verified",
  CAMPAIGN_DELETED: "notification.campaign.deleted",
  CAMPAIGN_ACTIVATED: "notification.campaign.activated",
  CAMPAIGN_DEACTIVATED: "notification.campaign.deactivated",
  CAMPAIGN_SUCCEEDED: "notification.campaign.succeeded",
  CAMPAIGN_NEW_TASKS: "notification.campaign.new_tasks",
  CAMPAIGN_WEEKLY_STATISTICS: "notification.campaign.weekly_statistics",
  CAMPAIGN_MONTHLY_STATISTICS: "notification.campaign.monthly_statistics",
  CAMPAIGN_UPDATE_REMINDER: "notification.campaign.update_reminder",
  TRANSFER_PROCESSING: "notification.transfer.processing",
  TRANSFER_APPROVED: "notification.transfer.approved",
  TRANSFER_DECLINED: "notification.transfer.declined",
  TRANSFER_PROCESSING_DOCUMENTS: "notification.transfer.processing_documents",
  BANK_ACCOUNT_PROCESSING: "notification.bank_account.processing",
  BANK_ACCOUNT_APPROVED: "notification.bank_account.approved",
  BANK_ACCOUNT_DECLINED: "notification.bank_account.declined",
  // Grouped (notify-groups.ts): `actor` and `others` of the presented data fill "{name} and
  // {others} others …".
  CAMPAIGN_FOLLOWED: "notification.campaign.followed",
  POST_KARMA: "notification.post.karma",
  POST_COMMENTED: "notification.post.commented",
};
