// The user behind a request's token (issue 12): every signed-in call reads its user row to check
// the token is not revoked (token_version) and to know who is calling. The row is kept in memory
// until this process writes the users table (db/table-watch.ts: a logout, a password reset, a
// profile edit) or, for a change made by another server on the same database, for at most
// SIGNED_IN_USER_TTL_MS: a token revoked there is refused here that much later at most.
import type { Db } from "../db/database";
import { ReadCache } from "../db/read-cache";
import type { UserRow } from "../db/schema";

export const SIGNED_IN_USER_TTL_MS = 2_000;

const signedInUsers = new ReadCache<number, UserRow | undefined>({
  name: "signed-in users",
  tables: ["users"],
  ttlMs: SIGNED_IN_USER_TTL_MS,
  max: 10_000,
});

/** The user row (shared between requests: never change it), or undefined. */
export function signedInUser(db: Db, id: number): Promise<UserRow | undefined> {
  return signedInUsers.get(db, id, () =>
    db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst(),
  );
}
