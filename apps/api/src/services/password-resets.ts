// Forgotten passwords, log-out and the e-mail verification link (routes/auth/passwords.ts). A
// reset link lives 2 hours and works once; using it, like logging out, revokes every token of the
// account (token_version).
import { sql } from "kysely";
import type { Deps } from "../context";
import type { Db, Q } from "../db/database";
import { notFound } from "../lib/errors";
import { randomToken } from "../lib/security";
import { sendMail } from "./mail";
import { mailLocale, passwordResetMail } from "./mail-messages";

/** Mails a reset link to the account with this address (lower case), when there is one. */
export async function sendPasswordReset(deps: Deps, email: string) {
  const { db } = deps;
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email)
    .executeTakeFirst();
  if (user) {
    const hash = randomToken(20);
    await db
      .insertInto("password_resets")
      .values({ hash, user_id: user.id, expires_at: new Date(Date.now() + 2 * 3600 * 1000) })
      .execute();
    const words = await passwordResetMail(mailLocale(user.language), {
      name: user.name || user.username,
      url: `${deps.config.publicUrl}/forgotten-password/${hash}`,
    });
    await sendMail(db, deps.log, {
      to: user.email,
      template: "forgotten_password",
      ...words,
      data: { hash },
    });
  }
}

/** The reset behind a link that still works (not used, not expired); else 404. */
export async function liveReset(db: Q, hash: string) {
  const row = await db
    .selectFrom("password_resets")
    .innerJoin("users", "users.id", "password_resets.user_id")
    .select([
      "password_resets.user_id",
      "password_resets.expires_at",
      "password_resets.used",
      "users.email",
    ])
    .where("password_resets.hash", "=", hash)
    .executeTakeFirst();
  if (!row || row.used || new Date(row.expires_at).getTime() < Date.now()) throw notFound();
  return row;
}

/** Spends the link and sets the new password, revoking every token, together; the user after. */
export function resetPassword(
  db: Db,
  reset: { hash: string; userId: number },
  passwordHash: string,
) {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("password_resets")
      .set({ used: true })
      .where("hash", "=", reset.hash)
      .execute();
    return trx
      .updateTable("users")
      .set((eb) => ({ password_hash: passwordHash, token_version: eb("token_version", "+", 1) }))
      .where("id", "=", reset.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Every token of the user stops working (a log-out). */
export async function revokeTokens(db: Q, userId: number) {
  await db
    .updateTable("users")
    .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
    .where("id", "=", userId)
    .execute();
}

/**
 * The account whose verification link this is becomes verified ("verified"). The link opened
 * again says "already_verified" while the address it proved is still the account's, verified;
 * anything else (an unknown link, one replaced by a newer e-mail, an address changed since) 404.
 */
export async function verifyEmail(db: Q, code: string): Promise<"verified" | "already_verified"> {
  const updated = await db
    .updateTable("users")
    .set((eb) => ({
      email_verified: true,
      // The address proved: changing the e-mail back to it later keeps the account verified.
      verified_email: eb.ref("email"),
      email_verification_code: null,
      used_verification_code: code,
    }))
    .where("email_verification_code", "=", code)
    .returning("id")
    .executeTakeFirst();
  if (updated) return "verified";
  const used = await db
    .selectFrom("users")
    .select("id")
    .where("used_verification_code", "=", code)
    .where("email_verified", "=", true)
    .where(sql<boolean>`lower(verified_email) = lower(email)`)
    .executeTakeFirst();
  if (used) return "already_verified";
  throw notFound();
}
