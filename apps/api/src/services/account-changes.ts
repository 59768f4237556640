// A member's own changes to their account (routes/users/account.ts, profile.ts and
// auth/signup.ts): address, username, password, who sees their donations, profile fields, and
// completing the sign-up.
import { sql } from "kysely";
import type { Deps } from "../context";
import type { Q } from "../db/database";
import type { UserRow } from "../db/schema";
import { badRequest } from "../lib/errors";
import { sendVerification } from "./accounts";
import { sendMail } from "./mail";
import { emailChangedMail, mailLocale, welcomeMail } from "./mail-messages";

/**
 * Moves the account to a new address not taken by another (400 otherwise). The address the account
 * proved stays proved: moving back to it keeps the account verified; any other address waits for
 * its own link, and an earlier link stops working. Answers the user after.
 */
export async function changeEmail(deps: Deps, user: UserRow, email: string) {
  const { db } = deps;
  const taken = await db
    .selectFrom("users")
    .select("id")
    .where(sql<string>`lower(email)`, "=", email)
    .where("id", "<>", user.id)
    .executeTakeFirst();
  if (taken) throw badRequest({ email: "validation.email_taken" });
  const proved = user.verified_email ?? (user.email_verified ? user.email : null);
  const verified = proved !== null && proved.toLowerCase() === email;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("users")
      .set({
        email,
        email_verified: verified,
        verified_email: proved,
        email_verification_code: null,
      })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!verified) await sendVerification(deps, updated, trx);
    // The address left behind hears of it, in case it was not its owner who moved.
    if (user.email.toLowerCase() !== email) {
      const words = await emailChangedMail(mailLocale(user.language), {
        name: user.name || user.username,
        email,
        url: `${deps.config.publicUrl}/contact`,
      });
      await sendMail(trx, deps.log, {
        to: user.email,
        template: "email_changed",
        ...words,
        data: { user_id: user.id },
      });
    }
    return updated;
  });
}

export function changeUsername(db: Q, userId: number, username: string) {
  return db
    .updateTable("users")
    .set({ username })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function changePassword(db: Q, userId: number, passwordHash: string) {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash })
    .where("id", "=", userId)
    .execute();
}

/** The user after, or undefined for no such user. */
export function setDonationsVisibility(db: Q, userId: number, visible: boolean) {
  return db
    .updateTable("users")
    .set({ donations_visible: visible })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirst();
}

/** Sets some of the user's profile fields (each checked by its route); the user after. */
export function saveProfile(
  db: Q,
  userId: number,
  values: Partial<Record<keyof UserRow, unknown>>,
) {
  return db
    .updateTable("users")
    .set(values as never)
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Stores the sign-up's details; the account reaches step 2 (never back). The user after. */
export function completeSignup(
  deps: Deps,
  user: UserRow,
  values: Partial<UserRow> & { username: string },
) {
  const { location, ...rest } = values;
  return deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("users")
      .set({
        ...rest,
        ...(location !== undefined ? { location: JSON.stringify(location) } : {}),
        register_step: Math.max(2, user.register_step),
      })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // The first completion only (the details can be sent again): welcome, in the member's language.
    if (user.register_step < 2 && updated.email) {
      const words = await welcomeMail(mailLocale(updated.language), {
        name: updated.name || updated.username,
        url: `${deps.config.publicUrl}/campaign/create`,
        profileUrl: `${deps.config.publicUrl}/${encodeURIComponent(updated.username)}`,
      });
      await sendMail(trx, deps.log, {
        to: updated.email,
        template: "welcome",
        ...words,
        data: { user_id: updated.id },
      });
    }
    return updated;
  });
}
