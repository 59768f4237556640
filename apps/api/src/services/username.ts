import { sql } from "kysely";
import type { Q } from "../db/database";

const CYRILLIC = /[\u0400-\u04FF]/;
const ALLOWED = /^[A-Za-z0-9_.-]+$/;

/** Whitespace stripped; a pasted e-mail keeps only the part before the at-sign (001 §5). */
export function normaliseUsername(value: string): string {
  const stripped = value.replace(/\s+/g, "");
  const at = stripped.indexOf("@");
  return at >= 0 ? stripped.slice(0, at) : stripped;
}

/** The format rules of 001 §5 in their order; null when the name is well-formed. */
export function usernameFormatError(username: string): string | null {
  if (CYRILLIC.test(username)) return "username.validation.only_latin_letters";
  if (!ALLOWED.test(username)) return "username.validation.special_characters";
  if (username.length < 4 || username.length > 20) return "username.validation.min.chars";
  return null;
}

export async function isUsernameTaken(q: Q, username: string, exceptUserId?: number) {
  let query = q
    .selectFrom("users")
    .select("id")
    .where(sql<string>`lower(username)`, "=", username.toLowerCase());
  if (exceptUserId) query = query.where("id", "<>", exceptUserId);
  return !!(await query.executeTakeFirst());
}

/** The names suggested for a taken one: with 1 and with 11 appended (001 §5). */
export function usernameSuggestions(username: string): string[] {
  return [`${username}1`, `${username}11`];
}
