// E-mail subscriptions: the signed links of an e-mail (unsubscribe, manage subscriptions), a
// user's subscriptions by type (a type not stored: rules' isSubscribedTo, the newsletter off
// without consent, the rest on), and setting them.
import { createHmac, timingSafeEqual } from "node:crypto";
import { EMAIL_SUBSCRIPTION_TYPES, isEmailSubscriptionType, isSubscribedTo } from "@causeway/rules";
import type { Q } from "../db/database";
import type { UserRow } from "../db/schema";

/** The checksum an e-mail's link carries for `userId` and `scope` (a template or "subscriptions"). */
export function unsubscribeChecksum(secret: string, userId: number, scope: string) {
  return createHmac("sha256", secret).update(`${userId}:${scope}`).digest("hex").slice(0, 32);
}

/** Whether `given` is the checksum of `userId` and `scope` (compared in constant time). */
export function checksumOk(secret: string, userId: number, scope: string, given: string) {
  const expected = Buffer.from(unsubscribeChecksum(secret, userId, scope));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The user's subscription to every type. */
export const subscriptionsOf = (u: UserRow) =>
  EMAIL_SUBSCRIPTION_TYPES.map((type) => ({
    type,
    subscribed: isSubscribedTo(u.email_subscriptions, type),
  }));

/** Sets the user's subscription to each known type given (others ignored); the user after. */
export function setSubscriptions(
  db: Q,
  user: UserRow,
  types: readonly { type: string; subscribed: boolean }[],
) {
  const next = { ...user.email_subscriptions };
  for (const t of types) if (isEmailSubscriptionType(t.type)) next[t.type] = t.subscribed;
  return db
    .updateTable("users")
    .set({ email_subscriptions: JSON.stringify(next) })
    .where("id", "=", user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user no longer gets the e-mails of `template` (an e-mail's unsubscribe link). */
export async function unsubscribe(db: Q, user: UserRow, template: string) {
  await db
    .updateTable("users")
    .set({
      email_subscriptions: JSON.stringify({
        ...user.email_subscriptions,
        [template]: false,
      }),
    })
    .where("id", "=", user.id)
    .execute();
}
