import type { Q } from "../db/database";
import { mailNotification } from "./notification-mail";
import { NOTIFICATION_TEXT, type NotificationType } from "./notification-types";
import type { Realtime } from "./realtime";

export { NOTIFICATION_TEXT, type NotificationType };

/** What notify() answers: call it after the transaction commits; it knows the stored row's id. */
export type NotificationEmitter = ((realtime: Realtime) => void) & { notificationId: number };

/**
 * Stores a notification; returns an emitter to call after the transaction commits. `text` is the
 * type's own dictionary key unless a more precise one is given (documents overdue, for the owner
 * or for staff, are TRANSFER_PROCESSING_DOCUMENTS with their own words).
 */
export async function notify(
  q: Q,
  userId: number,
  type: NotificationType,
  data: Record<string, unknown>,
  text: string = NOTIFICATION_TEXT[type],
): Promise<NotificationEmitter> {
  const row = await q
    .insertInto("notifications")
    .values({ user_id: userId, type, text, data: JSON.stringify(data) })
    .returning(["id"])
    .executeTakeFirstOrThrow();
  // Some kinds reach the member by e-mail too, written in this same transaction.
  await mailNotification(q, userId, type, text);
  return notificationEmitter(userId, type, row.id);
}

/** The emitter of the stored notification `id`: the `notification` event to its member. */
export function notificationEmitter(
  userId: number,
  type: NotificationType,
  id: number,
): NotificationEmitter {
  const emit = (realtime: Realtime) =>
    realtime.toUser(userId, "notification", { notificationID: id, type });
  return Object.assign(emit, { notificationId: id });
}
