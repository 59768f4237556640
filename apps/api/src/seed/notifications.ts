// Maria's notifications: one of every type, some seen, read or opened. The grouped ones (followers
// of her campaign, karma and comments on her first post) gather the members the demo world made do
// so, the latest first, as services/notify-groups.ts does.
import { NOTIFICATION_TEXT, type NotificationType } from "../services/notify";
import { type GroupedType, groupKey } from "../services/notify-groups";
import type { DemoCampaigns } from "./campaigns";
import type { DemoUsers } from "./users";
import { ago, type World } from "./world";

export async function seedNotifications(
  w: World,
  users: DemoUsers,
  campaigns: DemoCampaigns,
  ids: { w1: number; w3: number; w4: number; mariaAccount: { id: number } },
) {
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
  for (const [i, [type, data, days]] of notes.entries())
    await store(w, maria, type, data, days, {
      seen: i > 3,
      read: i > 6,
      is_opened: i > 8,
      viewed: i > 3,
    });
  await seedGroupedNotifications(w, users, campaigns);
}

/** One of `userId`'s notifications, `days` old, with its text and marks. */
function store(
  w: World,
  userId: number,
  type: NotificationType,
  data: Record<string, unknown>,
  days: number,
  marks: {
    seen: boolean;
    read: boolean;
    is_opened: boolean;
    viewed: boolean;
    group_key?: string;
    actor_ids?: number[];
  },
) {
  return w.trx
    .insertInto("notifications")
    .values({
      user_id: userId,
      type,
      text: NOTIFICATION_TEXT[type],
      data: JSON.stringify(data),
      created_at: ago(days),
      ...marks,
    })
    .execute();
}

/** Maria's grouped notifications, from the follows, karma and comments the seed made. */
async function seedGroupedNotifications(w: World, users: DemoUsers, campaigns: DemoCampaigns) {
  const { trx } = w;
  const { maria, lucia, anna, ion, peter, zdrowie } = users;
  const { mariaWalk } = campaigns;
  const post = await trx
    .selectFrom("posts")
    .select(["id", "slug", "title"])
    .where("user_id", "=", maria)
    .where("campaign_id", "=", mariaWalk.id)
    .where("title", "is not", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const author = await trx
    .selectFrom("users")
    .select("username")
    .where("id", "=", maria)
    .executeTakeFirstOrThrow();
  const postData = {
    post_id: post.id,
    post_slug: post.slug,
    ...(post.title ? { post_title: post.title } : {}),
    campaign_name: mariaWalk.name,
    slug: mariaWalk.slug,
    author_username: author.username,
  };
  const groups: [GroupedType, number, Record<string, unknown>, number[], number, boolean][] = [
    // type, target, data, actors (latest first), days ago, read
    [
      "CAMPAIGN_FOLLOWED",
      mariaWalk.id,
      { campaign_name: mariaWalk.name, slug: mariaWalk.slug, campaign_id: mariaWalk.id },
      [zdrowie, peter, ion, anna, lucia],
      10,
      true,
    ],
    ["POST_KARMA", post.id, postData, [peter, ion, anna, lucia], 5.5, false],
    ["POST_COMMENTED", post.id, postData, [anna, lucia], 5, false],
  ];
  for (const [type, target, data, actors, days, read] of groups)
    await store(w, maria, type, data, days, {
      group_key: groupKey({ type, targetId: target }),
      actor_ids: actors,
      seen: true,
      read,
      is_opened: read,
      viewed: true,
    });
}
