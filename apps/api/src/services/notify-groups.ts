// What members do with a member's campaign and posts, told to that member (issue 25; 001 §4
// receive-user-follower): a follow of their campaign, karma and comments on their posts. One
// notification a campaign or post and kind, not one per action: while it is unread and its last
// action is less than GROUP_WINDOW_MS old, the next member's action joins it ("Maria and 3 others
// gave karma to your post", the latest first: `actor_ids`, migration 0017) and brings it back to
// the top, unseen. Once read, the next action starts a new one. Taking the action back (an
// unfollow, karma taken back) takes the member out of the open group; a group left empty goes.
// Nobody hears of what they do with their own campaign or post.
import { sql } from "kysely";
import type { Db, Tx } from "../db/database";
import type { CampaignRow, PostRow } from "../db/schema";
import {
  NOTIFICATION_TEXT,
  type NotificationEmitter,
  type NotificationType,
  notificationEmitter,
} from "./notify";

/** How long after its last action an unread group still gathers the next ones. */
export const GROUP_WINDOW_MS = 24 * 3600 * 1000;

export type GroupedType = Extract<
  NotificationType,
  "CAMPAIGN_FOLLOWED" | "POST_KARMA" | "POST_COMMENTED"
>;

/** A grouped notification: who is told, of what kind, about which campaign or post. */
export interface Group {
  recipientId: number;
  type: GroupedType;
  targetId: number;
  /** What the notification names (its campaign, its post), stored as its data. */
  data: Record<string, unknown>;
}

/** What a group is kept under: its kind and its campaign or post ("POST_KARMA:42"). */
export const groupKey = (g: Pick<Group, "type" | "targetId">) => `${g.type}:${g.targetId}`;

/** The recipient's open group of this kind and target, locked for this transaction. */
async function openGroup(trx: Tx, g: Pick<Group, "recipientId" | "type" | "targetId">) {
  // One change to a member's groups at a time: two members acting at once join one group.
  await trx.selectFrom("users").select("id").where("id", "=", g.recipientId).forUpdate().execute();
  return trx
    .selectFrom("notifications")
    .select(["id", "actor_ids"])
    .where("user_id", "=", g.recipientId)
    .where("group_key", "=", groupKey(g))
    .where("read", "=", false)
    .where("created_at", ">", sql<Date>`now() - ${`${GROUP_WINDOW_MS} milliseconds`}::interval`)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * `actorId` did what the group tells: the open group takes them first (back to the top, unseen),
 * or a new notification starts. A member already in it changes nothing, unless `again` (a second
 * comment is news; a second follow after an unfollow is not). The emitter (after the commit), or
 * null when nothing changed.
 */
export async function joinGroup(
  db: Db,
  group: Group,
  actorId: number,
  { again = false }: { again?: boolean } = {},
): Promise<NotificationEmitter | null> {
  if (group.recipientId === actorId) return null;
  const id = await db.transaction().execute(async (trx) => {
    const open = await openGroup(trx, group);
    if (open) {
      if (open.actor_ids.includes(actorId) && !again) return null;
      await trx
        .updateTable("notifications")
        .set({
          actor_ids: [actorId, ...open.actor_ids.filter((x) => x !== actorId)],
          data: JSON.stringify(group.data),
          created_at: sql<Date>`now()`,
          seen: false,
          viewed: false,
        })
        .where("id", "=", open.id)
        .execute();
      return open.id;
    }
    const row = await trx
      .insertInto("notifications")
      .values({
        user_id: group.recipientId,
        type: group.type,
        text: NOTIFICATION_TEXT[group.type],
        data: JSON.stringify(group.data),
        group_key: groupKey(group),
        actor_ids: [actorId],
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return id === null ? null : notificationEmitter(group.recipientId, group.type, id);
}

/**
 * `actorId` took back what they did (an unfollow, karma taken back): out of the open group, which
 * goes when nobody is left in it. The emitter when the group changed, else null.
 */
export async function leaveGroup(
  db: Db,
  group: Pick<Group, "recipientId" | "type" | "targetId">,
  actorId: number,
): Promise<NotificationEmitter | null> {
  if (group.recipientId === actorId) return null;
  const id = await db.transaction().execute(async (trx) => {
    const open = await openGroup(trx, group);
    if (!open?.actor_ids.includes(actorId)) return null;
    const rest = open.actor_ids.filter((x) => x !== actorId);
    if (rest.length) {
      await trx
        .updateTable("notifications")
        .set({ actor_ids: rest })
        .where("id", "=", open.id)
        .execute();
    } else {
      await trx.deleteFrom("notifications").where("id", "=", open.id).execute();
    }
    return open.id;
  });
  return id === null ? null : notificationEmitter(group.recipientId, group.type, id);
}

/** The group of a campaign's followers, told to its owner. */
export function followersGroup(campaign: CampaignRow): Group {
  return {
    recipientId: campaign.created_by,
    type: "CAMPAIGN_FOLLOWED",
    targetId: campaign.id,
    data: { campaign_name: campaign.name, slug: campaign.slug, campaign_id: campaign.id },
  };
}

/**
 * The group of a post's karma or comments, told to its author: the post, and its campaign (whose
 * page holds the post's page) or else the author's username (their profile lists the post).
 */
export async function postGroup(
  db: Db,
  post: PostRow,
  type: Extract<GroupedType, "POST_KARMA" | "POST_COMMENTED">,
): Promise<Group> {
  const [campaign, author] = await Promise.all([
    post.campaign_id === null
      ? undefined
      : db
          .selectFrom("campaigns")
          .select(["name", "slug"])
          .where("id", "=", post.campaign_id)
          .executeTakeFirst(),
    db.selectFrom("users").select("username").where("id", "=", post.user_id).executeTakeFirst(),
  ]);
  return {
    recipientId: post.user_id,
    type,
    targetId: post.id,
    data: {
      post_id: post.id,
      post_slug: post.slug,
      ...(post.title ? { post_title: post.title } : {}),
      ...(campaign ? { campaign_name: campaign.name, slug: campaign.slug } : {}),
      ...(author ? { author_username: author.username } : {}),
    },
  };
}

/**
 * `actorId`'s karma or comment told to the post's author (grouped); null for the author's own.
 * A comment is news each time (`again`); karma only once a member.
 */
export async function tellPostAuthor(
  db: Db,
  post: PostRow,
  type: Extract<GroupedType, "POST_KARMA" | "POST_COMMENTED">,
  actorId: number,
): Promise<NotificationEmitter | null> {
  if (post.user_id === actorId) return null;
  return joinGroup(db, await postGroup(db, post, type), actorId, {
    again: type === "POST_COMMENTED",
  });
}
