import { sql } from "kysely";
import type { Q } from "../db/database";

// The username format rules and suggestions are those of @causeway/rules (username.ts).

export async function isUsernameTaken(q: Q, username: string, exceptUserId?: number) {
  let query = q
    .selectFrom("users")
    .select("id")
    .where(sql<string>`lower(username)`, "=", username.toLowerCase());
  if (exceptUserId) query = query.where("id", "<>", exceptUserId);
  return !!(await query.executeTakeFirst());
}
