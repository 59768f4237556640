// Username rules (001 §5): whitespace stripped; an e-mail-like paste keeps the part before the
// at-sign; Cyrillic (and any other non-Latin letter) -> only_latin_letters; anything but letters,
// digits, underscore, hyphen and dot -> special_characters; 4 to 20 characters -> min.chars; then
// the server check, and if taken, suggestions with "1" and "11" appended.
import { USERNAME_MAX, USERNAME_MIN } from "./constants";

export const USERNAME_MESSAGE = {
  onlyLatinLetters: "username.validation.only_latin_letters",
  specialCharacters: "username.validation.special_characters",
  length: "username.validation.min.chars",
  taken: "username.validation.username_taken",
} as const;

export type UsernameProblem = (typeof USERNAME_MESSAGE)[keyof typeof USERNAME_MESSAGE];

const EMAIL_LIKE = /^([^@]+)@[^@]+\.[^@]+$/;

/** What the username box keeps of a typed or pasted text. */
export function normalizeUsernameInput(raw: string): string {
  const stripped = raw.replace(/\s+/gu, "");
  const email = EMAIL_LIKE.exec(stripped);
  return email?.[1] ?? stripped;
}

/** The first problem of a username (already normalised), or null when the server may check it. */
export function usernameProblem(username: string): UsernameProblem | null {
  // Cyrillic, and any other letter outside a-z (Greek, ş, ő ...): only Latin letters are allowed.
  if (/(?![A-Za-z])\p{L}/u.test(username)) return USERNAME_MESSAGE.onlyLatinLetters;
  if (/[^A-Za-z0-9_.-]/.test(username)) return USERNAME_MESSAGE.specialCharacters;
  const length = username.length;
  if (length < USERNAME_MIN || length > USERNAME_MAX) return USERNAME_MESSAGE.length;
  return null;
}

/**
 * Names to offer when `username` is taken: with "1" and with "11" appended, shortened first when
 * needed so each suggestion still fits 20 characters.
 */
export function usernameSuggestions(username: string): [string, string] {
  const fit = (suffix: string) => `${username.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
  return [fit("1"), fit("11")];
}

export type UsernameCheck =
  | { status: "invalid"; message: UsernameProblem }
  | { status: "checking" }
  | { status: "available" }
  | { status: "taken"; message: typeof USERNAME_MESSAGE.taken; suggestions: [string, string] };

/** Before the server answers: invalid, or checking. */
export function localUsernameCheck(username: string): UsernameCheck {
  const message = usernameProblem(username);
  return message ? { status: "invalid", message } : { status: "checking" };
}

/** After GET /api/v2/check-username: a `username` field error means the name is taken. */
export function serverUsernameCheck(
  username: string,
  fieldErrors: Readonly<Record<string, string | undefined>> | null,
): UsernameCheck {
  if (fieldErrors?.username) {
    return {
      status: "taken",
      message: USERNAME_MESSAGE.taken,
      suggestions: usernameSuggestions(username),
    };
  }
  return { status: "available" };
}

/** A user may change the username only when the account allows it. */
export function canChangeUsername(user: { can_username_change?: boolean | null }): boolean {
  return user.can_username_change === true;
}
