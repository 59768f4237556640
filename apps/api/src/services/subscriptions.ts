// E-mail subscriptions: the signed links of an e-mail (unsubscribe, manage subscriptions) and a
// user's subscriptions by type (a type not stored is subscribed).
import { createHmac, timingSafeEqual } from "node:crypto";
import { EMAIL_SUBSCRIPTION_TYPES } from "@causeway/rules";
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
    subscribed: u.email_subscriptions[type] !== false,
  }));
