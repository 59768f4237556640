// A member made by the e-mail sign-up (routes/auth/session.ts): the account, its verification
// code and that e-mail together or not at all.
import { USERNAME_MESSAGE } from "@causeway/rules";
import { sql } from "kysely";
import type { Deps } from "../context";
import type { Q } from "../db/database";
import { badRequest } from "../lib/errors";
import { sendVerification } from "./accounts";

/** A new member's default avatar colour, by the length of their username. */
export const AVATAR_COLORS = [
  "#3f7be0",
  "#d9480f",
  "#2b8a3e",
  "#7048e8",
  "#c2255c",
  "#1098ad",
  "#e67700",
];

/** The account with this address (lower case), if any. */
export function userByEmail(db: Q, email: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email)
    .executeTakeFirst();
}

/**
 * Makes the account at sign-up step 1, with the newsletter as its box said, and mails its
 * verification link, in one transaction. Two
 * sign-ups racing for one name or address: the unique index decides, and the loser gets the
 * taken-username or taken-address error.
 */
export function createEmailUser(
  deps: Deps,
  account: {
    username: string;
    email: string;
    profile_type: "personal" | "business";
    /** The sign-up's newsletter box: the member's consent, or its absence, on record. */
    newsletter: boolean;
  },
  language: string,
  passwordHash: string,
) {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const created = await trx
        .insertInto("users")
        .values({
          username: account.username,
          email: account.email,
          password_hash: passwordHash,
          type: account.profile_type,
          language,
          register_step: 1,
          email_subscriptions: JSON.stringify({ newsletter: account.newsletter }),
          default_avatar_color: AVATAR_COLORS[account.username.length % AVATAR_COLORS.length],
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await sendVerification(deps, created, trx);
      return created;
    })
    .catch((error: unknown) => {
      if (String(error).includes("users_username_key"))
        throw badRequest({ username: USERNAME_MESSAGE.taken });
      if (String(error).includes("users_email_key"))
        throw badRequest({ email: "validation.email_taken" });
      throw error;
    });
}
