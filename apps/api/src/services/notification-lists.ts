// A member's notifications as they read them (routes/social/notifications.ts): the list with its
// counts, one notification, and the seen, read, opened and viewed marks. Sending one is notify.ts.
import { sql } from "kysely";
import type { Q } from "../db/database";
import { unix } from "./present";

/** Who a grouped notification names (the latest of its members) and how many did it (0017). */
function actors() {
  return [
    sql<{ id: number; username: string; name: string } | null>`(select json_build_object(
        'id', au.id, 'username', au.username, 'name', au.name)
      from users au where au.id = notifications.actor_ids[1])`.as("actor"),
    sql<number>`cardinality(notifications.actor_ids)`.as("actor_count"),
  ] as const;
}

export function presentNotification(r: {
  id: number;
  type: string;
  text: string;
  data: Record<string, unknown>;
  seen: boolean;
  read: boolean;
  is_opened: boolean;
  created_at: Date | string;
  actor: { id: number; username: string; name: string } | null;
  actor_count: number;
}) {
  return {
    id: r.id,
    text: r.text,
    type: r.type,
    date_added: unix(r.created_at),
    seen: r.seen,
    read: r.read,
    isOpened: r.is_opened,
    // A grouped notification names its latest member and counts the others ("{name} and
    // {others} others …"), as they are now (a renamed member shows their new name).
    data: r.actor ? { ...r.data, actor: r.actor, others: r.actor_count - 1 } : r.data,
  };
}

/**
 * A page of the user's notifications, newest first, and their counts. The counts ride on the
 * page's rows as window counts; only a page past the end (no rows to carry them) counts on its own.
 */
export async function notificationPage(
  db: Q,
  userId: number,
  { offset, limit }: { offset: number; limit: number },
) {
  const mine = db.selectFrom("notifications").where("user_id", "=", userId);
  const rows = await mine
    .selectAll()
    .select(actors())
    .select([
      sql<number>`(count(*) over ())::int`.as("total"),
      sql<number>`(count(*) filter (where seen) over ())::int`.as("seen_total"),
      sql<number>`(count(*) filter (where not viewed) over ())::int`.as("unviewed"),
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  const first = rows[0];
  const counts = first
    ? { total: first.total, seen: first.seen_total, unviewed: first.unviewed }
    : offset > 0
      ? await mine
          .select([
            sql<number>`count(*)::int`.as("total"),
            sql<number>`(count(*) filter (where seen))::int`.as("seen"),
            sql<number>`(count(*) filter (where not viewed))::int`.as("unviewed"),
          ])
          .executeTakeFirstOrThrow()
      : { total: 0, seen: 0, unviewed: 0 };
  return { notifications: rows.map(presentNotification), counts };
}

/** Marks the user's notifications by id: `seen`; `read` (read, seen, opened); `notifications` (read, seen). */
export async function markNotifications(
  db: Q,
  userId: number,
  marks: { seen?: number[]; read?: number[]; notifications?: number[] },
) {
  const mine = db.updateTable("notifications").where("user_id", "=", userId);
  if (marks.seen?.length) await mine.set({ seen: true }).where("id", "in", marks.seen).execute();
  if (marks.read?.length)
    await mine
      .set({ read: true, seen: true, is_opened: true })
      .where("id", "in", marks.read)
      .execute();
  if (marks.notifications?.length)
    await mine.set({ read: true, seen: true }).where("id", "in", marks.notifications).execute();
}

/** The user's notifications read (and seen): these, or every one for an empty list. */
export async function markNotificationsRead(db: Q, userId: number, ids: number[]) {
  let q = db
    .updateTable("notifications")
    .set({ read: true, seen: true })
    .where("user_id", "=", userId);
  if (ids.length) q = q.where("id", "in", ids);
  await q.execute();
}

/** One of the user's notifications, or undefined (another's too). */
export function notificationOf(db: Q, userId: number, id: number) {
  return db
    .selectFrom("notifications")
    .selectAll()
    .select(actors())
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function markAllNotificationsSeen(db: Q, userId: number) {
  await db
    .updateTable("notifications")
    .set({ seen: true })
    .where("user_id", "=", userId)
    .where("seen", "=", false)
    .execute();
}

export async function markAllNotificationsViewed(db: Q, userId: number) {
  await db
    .updateTable("notifications")
    .set({ viewed: true })
    .where("user_id", "=", userId)
    .where("viewed", "=", false)
    .execute();
}
