// Conversations, messages and notifications for the messages and notifications page stories.
import type { Conversation, ConversationMessage, Notification, User } from "@causeway/api-client";

export const MARIA = { id: 42, username: "maria.petrova", name: "Мария Петрова", avatar: null };
/** A user as a message or conversation carries it. */
export const person = (id: number, name: string) => ({
  id,
  username: name.toLowerCase().replace(/\s+/g, "."),
  name,
  avatar: null,
  type: "personal" as const,
});

/** Maria's (the mock member, 42) conversations: two unread, one she answered last. */
export const CONVERSATIONS: Conversation[] = [
  {
    id: 88,
    user: person(88, "Lucía García"),
    last_message: {
      id: 3305,
      sender: person(88, "Lucía García"),
      receiver: MARIA,
      message: "We are organising a run for him. Can you come on Saturday?",
      readed: false,
      date_added: 1763722800,
    },
    unseen: 2,
  },
  {
    id: 77,
    user: person(77, "Anna Nowak"),
    last_message: {
      id: 3301,
      sender: person(77, "Anna Nowak"),
      receiver: MARIA,
      message: "Can I send you a wheelchair we no longer need?",
      readed: false,
      date_added: 1763710000,
    },
    unseen: 1,
  },
  {
    id: 120,
    user: person(120, "Fundacja Zdrowie"),
    last_message: {
      id: 3290,
      sender: MARIA,
      receiver: person(120, "Fundacja Zdrowie"),
      message: "Thank you for the books!\nThe children love them.",
      readed: true,
      date_added: 1763550000,
    },
    unseen: 0,
  },
];

/** The nth conversation of a long list (for paging). */
export const numberedConversation = (id: number): Conversation => ({
  id: 1000 + id,
  user: person(1000 + id, `Member ${id}`),
  last_message: {
    id: 5000 + id,
    sender: person(1000 + id, `Member ${id}`),
    receiver: MARIA,
    message: `Message ${id}`,
    readed: true,
    date_added: 1763722800 - id * 600,
  },
  unseen: 0,
});

/** Lucía García's public profile (GET /api/v2/user/fetch/{id}), the other side of the thread. */
export const LUCIA_PROFILE: User = {
  id: 88,
  username: "lucia.garcia",
  name: "Lucía García",
  only_name: false,
  bio: "Bibliotecaria en Tarifa.",
  email_verified: true,
  type: "personal",
  fbid: null,
  avatar: null,
  default_avatar_color: "#d9480f",
  can_username_change: false,
  donation_settings: { visibility: true },
  location: { place_id: "tarifa", formatted_address: "Tarifa, Spain" },
  timezone: "Europe/Madrid",
  gender: "female",
  birthday: null,
  language: "es",
  register_step: 2,
  total_followers: 12,
  follows_campaigns: true,
  roles: ["ROLE_USER"],
  business_info: null,
  personal_info: { gender: "female" },
} as User;

const LUCIA = person(88, "Lucía García");

/** The thread with Lucía, newest first as the API answers: `count` messages, alternating. */
export function threadWithLucia(count: number, unreadFromLucia = 0): ConversationMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const n = count - index; // newest first
    const fromLucia = n % 2 === 1;
    return {
      id: 4000 + n,
      sender: fromLucia ? LUCIA : MARIA,
      receiver: fromLucia ? MARIA : LUCIA,
      message: fromLucia ? `Lucía's message ${n}` : `Maria's answer ${n}`,
      readed: fromLucia ? index >= unreadFromLucia : true,
      date_added: 1763700000 + n * 300,
    };
  });
}

/** A short, real-looking conversation, newest first. */
export const LUCIA_THREAD: ConversationMessage[] = [
  {
    id: 3306,
    sender: LUCIA,
    receiver: MARIA,
    message: "Can you come on Saturday? We start at 10 at the harbour.",
    readed: false,
    date_added: 1763722900,
  },
  {
    id: 3305,
    sender: LUCIA,
    receiver: MARIA,
    message: "We are organising a run for him!",
    readed: false,
    date_added: 1763722800,
  },
  {
    id: 3302,
    sender: MARIA,
    receiver: LUCIA,
    message: "Much better, thank you!\nHe walked 20 metres today.",
    readed: true,
    date_added: 1763643600,
  },
  {
    id: 3301,
    sender: LUCIA,
    receiver: MARIA,
    message: "¡Hola Maria! ¿Cómo va la rehabilitación?",
    readed: true,
    date_added: 1763640000,
  },
];

const EUR = { id: 1, abbreviation: "EUR", name: "Euro" };
const WALK = { campaign_name: "Help Maria walk again", slug: "help-maria-walk-again" };
/** 21 November 2025, 10:00 UTC, minus `hours`. */
const at = (hours: number) => 1763719200 - hours * 3600;

/** The dictionary key the server gives each type's text (apps/api services/notify.ts). */
const NOTIFICATION_TEXT_KEY = {
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
  CAMPAIGN_FOLLOWED: "notification.campaign.followed",
  POST_KARMA: "notification.post.karma",
  POST_COMMENTED: "notification.post.commented",
} satisfies Record<Notification["type"], string>;

const FIRST_WEEK = {
  ...WALK,
  post_id: 5001,
  post_slug: "first-week-of-rehabilitation",
  post_title: "First week of rehabilitation",
  author_username: "maria.petrova",
};
const ACTOR = {
  lucia: { id: 88, username: "lucia.garcia", name: "Lucía García" },
  ion: { id: 61, username: "ion.popescu", name: "Ion Popescu" },
  anna: { id: 57, username: "anna.nowak", name: "Anna Nowak" },
};

/** What members did with Maria's campaign and post, grouped (issue 25); types, data, times. */
const GROUPED: [Notification["type"], Notification["data"], number][] = [
  ["POST_KARMA", { ...FIRST_WEEK, actor: ACTOR.lucia, others: 3 }, 1],
  ["POST_COMMENTED", { ...FIRST_WEEK, actor: ACTOR.anna, others: 0 }, 3],
  ["CAMPAIGN_FOLLOWED", { ...WALK, campaign_id: 1042, actor: ACTOR.ion, others: 1 }, 5],
];

/** The grouped notifications alone, newest first, the first two unread. */
export const GROUPED_NOTIFICATIONS: Notification[] = GROUPED.map(([type, data, hours], index) => ({
  id: 7200 + index,
  type,
  text: NOTIFICATION_TEXT_KEY[type],
  data,
  date_added: at(hours),
  seen: index >= 2,
  read: index >= 2,
  isOpened: index >= 2,
}));

/**
 * One notification of every type of the spec (000 §3), newest first; the first four unread; the
 * grouped ones of issue 25 last.
 */
export const EVERY_NOTIFICATION: Notification[] = (
  [
    ["CAMPAIGN_FUNDS_COLLECTED", { ...WALK, amount: 50000, currency: EUR }],
    ["CAMPAIGN_NEW_TASKS", { ...WALK, tasks: ["campaign.task.add_video", "campaign.task.share"] }],
    [
      "CAMPAIGN_WEEKLY_STATISTICS",
      {
        ...WALK,
        collected_amount: 41200,
        currency: EUR,
        date_from: 1762732800,
        date_to: 1763337600,
      },
    ],
    ["TRANSFER_PROCESSING_DOCUMENTS", { ...WALK, withdraw_id: 311 }],
    [
      "CAMPAIGN_MONTHLY_STATISTICS",
      {
        ...WALK,
        collected_amount: 212000,
        currency: EUR,
        date_from: 1759276800,
        date_to: 1761955200,
      },
    ],
    ["CAMPAIGN_VERIFIED", WALK],
    ["CAMPAIGN_ACTIVATED", WALK],
    [
      "CAMPAIGN_DEACTIVATED",
      { campaign_name: "A garden for the kindergarten", slug: "kindergarten-garden" },
    ],
    ["CAMPAIGN_SUCCEEDED", { campaign_name: "Shelter for 40 dogs", slug: "dog-shelter" }],
    ["CAMPAIGN_DELETED", { campaign_name: "Old test campaign", slug: "old-test-campaign" }],
    ["CAMPAIGN_UPDATE_REMINDER", { ...WALK, reminder_type: "SIXTY_DAYS_REMINDER" }],
    ["TRANSFER_PROCESSING", { ...WALK, withdraw_id: 311, amount: 40000, currency: EUR }],
    ["TRANSFER_APPROVED", { ...WALK, withdraw_id: 298, amount: 150000, currency: EUR }],
    ["TRANSFER_DECLINED", { ...WALK, withdraw_id: 305, amount: 48000, currency: EUR }],
    ["BANK_ACCOUNT_PROCESSING", { ...WALK, bank_account_id: 14, iban: "BG18RZBB91550123456789" }],
    ["BANK_ACCOUNT_APPROVED", { ...WALK, bank_account_id: 14, iban: "BG18RZBB91550123456789" }],
    ["BANK_ACCOUNT_DECLINED", { ...WALK, bank_account_id: 15, iban: "BG18RZBB91550123456789" }],
    ...GROUPED.map(([type, data]) => [type, data]),
  ] as [Notification["type"], Notification["data"]][]
).map(([type, data], index) => ({
  id: 7100 + index,
  type,
  text: NOTIFICATION_TEXT_KEY[type],
  data,
  date_added: at(index * 20),
  seen: index >= 2,
  read: index >= 4,
  isOpened: index >= 4,
}));

/** The answer of GET /api/v2/notifications for a page of `notifications` out of `all`. */
export function notificationsAnswer(all: Notification[], offset = 0, limit = 8) {
  const page = all.slice(offset, offset + limit);
  return {
    response: {
      notifications: page,
      meta: {
        total: all.length,
        total_seen: all.filter((n) => n.seen).length,
        total_in_response: page.length,
        totalNotifications: all.length,
        totalUnviewedNotifications: all.filter((n) => !n.seen).length,
      },
    },
  };
}
