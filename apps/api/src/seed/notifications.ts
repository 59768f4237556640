// Maria's notifications: one of every type, some seen, read or opened.
import { NOTIFICATION_TEXT, type NotificationType } from "../services/notify";
import type { DemoCampaigns } from "./campaigns";
import type { DemoUsers } from "./users";
import { ago, type World } from "./world";

export async function seedNotifications(
  w: World,
  users: DemoUsers,
  campaigns: DemoCampaigns,
  ids: { w1: number; w3: number; w4: number; mariaAccount: { id: number } },
) {
  const { trx } = w;
  const { maria } = users;
  const { mariaWalk, kids, shelter, garden } = campaigns;
  const { w1, w3, w4, mariaAccount } = ids;
  const campaignData = { campaign_name: mariaWalk.name, slug: mariaWalk.slug };
  const eur = { id: 1, abbreviation: "EUR", name: "Euro" };
  const notes: [NotificationType, Record<string, unknown>, number][] = [
    [
      "CAMPAIGN_FUNDS_COLLECTED",
      { ...campaignData, amount: 50000, collected_amount: 1080000, currency: eur },
      0.1,
    ],
    ["CAMPAIGN_VERIFIED", campaignData, 110],
    ["CAMPAIGN_DELETED", { campaign_name: "Old test campaign", slug: "old-test-campaign" }, 100],
    ["CAMPAIGN_ACTIVATED", campaignData, 109],
    ["CAMPAIGN_DEACTIVATED", { campaign_name: garden.name, slug: garden.slug }, 4],
    ["CAMPAIGN_SUCCEEDED", { campaign_name: shelter.name, slug: shelter.slug }, 2],
    ["CAMPAIGN_NEW_TASKS", campaignData, 7],
    [
      "CAMPAIGN_WEEKLY_STATISTICS",
      {
        ...campaignData,
        collected_amount: 41200,
        currency: eur,
        date_from: Math.floor(ago(14).getTime() / 1000),
        date_to: Math.floor(ago(7).getTime() / 1000),
      },
      7,
    ],
    [
      "CAMPAIGN_MONTHLY_STATISTICS",
      {
        ...campaignData,
        collected_amount: 212000,
        currency: eur,
        date_from: Math.floor(ago(60).getTime() / 1000),
        date_to: Math.floor(ago(30).getTime() / 1000),
      },
      30,
    ],
    ["CAMPAIGN_UPDATE_REMINDER", { ...campaignData, reminder_type: "TEN_DAYS_REMINDER" }, 110],
    ["CAMPAIGN_UPDATE_REMINDER", { ...campaignData, reminder_type: "SIXTY_DAYS_REMINDER" }, 60],
    ["TRANSFER_PROCESSING", { ...campaignData, withdraw_id: w3, amount: 40000, currency: eur }, 2],
    ["TRANSFER_APPROVED", { ...campaignData, withdraw_id: w1, amount: 150000, currency: eur }, 58],
    ["TRANSFER_DECLINED", { ...campaignData, withdraw_id: w4, amount: 48000, currency: eur }, 29],
    ["TRANSFER_PROCESSING_DOCUMENTS", { ...campaignData, withdraw_id: w3 }, 1],
    [
      "BANK_ACCOUNT_PROCESSING",
      { ...campaignData, bank_account_id: mariaAccount.id, iban: "BG18RZBB91550123456789" },
      100,
    ],
    [
      "BANK_ACCOUNT_APPROVED",
      { ...campaignData, bank_account_id: mariaAccount.id, iban: "BG18RZBB91550123456789" },
      98,
    ],
    [
      "BANK_ACCOUNT_DECLINED",
      { campaign_name: kids.name, slug: kids.slug, iban: "PL61109010140000071219812874" },
      40,
    ],
  ];
  for (const [i, [type, data, days]] of notes.entries()) {
    await trx
      .insertInto("notifications")
      .values({
        user_id: maria,
        type,
        text: NOTIFICATION_TEXT[type],
        data: JSON.stringify(data),
        seen: i > 3,
        read: i > 6,
        is_opened: i > 8,
        viewed: i > 3,
        created_at: ago(days),
      })
      .execute();
  }
}
