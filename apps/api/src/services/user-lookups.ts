// Finding a member: by id, by the name they log in with, by the id or username of a profile link.
import { sql } from "kysely";
import type { Q } from "../db/database";
import { rowIdOf } from "../lib/validate";

/** Whether the account `id` exists. */
export async function userExists(db: Q, id: number) {
  return !!(await db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst());
}

export function userById(db: Q, id: number) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The account whose username or address is `login` (lower case), either way. */
export function userByLogin(db: Q, login: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, "=", login),
        eb(sql<string>`lower(email)`, "=", login),
      ]),
    )
    .executeTakeFirst();
}

/** The account a profile link names: a row id, else a username in any case. */
export function userByKey(db: Q, key: string) {
  const id = rowIdOf(key);
  return db
    .selectFrom("users")
    .selectAll()
    .where(
      id !== null ? sql<boolean>`id = ${id}` : sql<boolean>`lower(username) = ${key.toLowerCase()}`,
    )
    .executeTakeFirst();
}
