// Account steps more than one route file takes: the taken-username check, a session token and a
// fresh e-mail verification link.
import { USERNAME_MESSAGE, usernameSuggestions } from "@causeway/rules";
import type { Deps } from "../context";
import type { Q } from "../db/database";
import type { UserRow } from "../db/schema";
import { badRequest } from "../lib/errors";
import { randomToken } from "../lib/security";
import { sendMail } from "./mail";
import { mailLocale, verificationMail } from "./mail-messages";
import { isUsernameTaken } from "./username";

/** Fails the request with the taken-username error and the +1/+11 suggestions. */
export async function assertUsernameFree(deps: Deps, username: string, exceptUserId?: number) {
  if (await isUsernameTaken(deps.db, username, exceptUserId)) {
    throw badRequest({
      username: USERNAME_MESSAGE.taken,
      suggestions: usernameSuggestions(username).join(","),
    });
  }
}

export async function tokenFor(deps: Deps, user: UserRow, impersonator: number | null = null) {
  return deps.tokens.sign({ userId: user.id, version: user.token_version, impersonator });
}

/** A fresh verification link to the account's address (an earlier link stops working). */
export async function sendVerification(deps: Deps, user: UserRow, q: Q = deps.db) {
  const code = randomToken(12);
  await q
    .updateTable("users")
    .set({ email_verification_code: code })
    .where("id", "=", user.id)
    .execute();
  const words = await verificationMail(mailLocale(user.language), {
    name: user.name || user.username,
    url: `${deps.config.publicUrl}/email-verification/${code}`,
  });
  await sendMail(q, deps.log, {
    to: user.email,
    template: "email_verification",
    ...words,
    data: { code, user_id: user.id },
  });
}
