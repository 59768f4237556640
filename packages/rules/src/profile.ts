// Profile and sign-up completion rules (001 §4, §5): name max 30, bio 150 for a business and 500
// for a personal profile, birthday sent empty when incomplete (and an impossible one refused, never
// dropped), gender male by default, and register_step greater than 1 meaning the sign-up is
// complete.
import { BUSINESS_BIO_MAX, NAME_MAX, PERSONAL_BIO_MAX } from "./constants";
import { SCHEMA_MESSAGE } from "./schemas/fields";

export type ProfileType = "business" | "personal";
export type Gender = "male" | "female";

export const DEFAULT_GENDER: Gender = "male";

export function bioMax(type: ProfileType): number {
  return type === "business" ? BUSINESS_BIO_MAX : PERSONAL_BIO_MAX;
}

export function nameMax(): number {
  return NAME_MAX;
}

/** The gender to send: the chosen one, else male. */
export function genderOrDefault(gender: string | null | undefined): Gender {
  return gender === "female" || gender === "male" ? gender : DEFAULT_GENDER;
}

export interface BirthdayParts {
  year: number | string | null | undefined;
  month: number | string | null | undefined;
  day: number | string | null | undefined;
}

/**
 * The birthday as sent: "YYYY-MM-DD" when year, month and day are all chosen and make a real date;
 * otherwise (incomplete, or a day the month does not have) an empty string.
 */
export function birthdayValue({ year, month, day }: BirthdayParts): string {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (
    !year ||
    !month ||
    !day ||
    !Number.isInteger(y) ||
    !Number.isInteger(m) ||
    !Number.isInteger(d)
  ) {
    return "";
  }
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return "";
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > daysInMonth) return "";
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The three parts as integers when all three are chosen; null while any is missing. */
function chosenParts({ year, month, day }: BirthdayParts): [number, number, number] | null {
  if (!year || !month || !day) return null;
  const parts = [Number(year), Number(month), Number(day)] as [number, number, number];
  return parts.every(Number.isInteger) ? parts : null;
}

/**
 * The birthday as the forms send it: "" while incomplete (001 §5), else the chosen date as
 * "YYYY-MM-DD", an impossible one (31 February) included, so that the rules refuse it under the
 * field instead of the date silently turning into "no birthday".
 */
export function birthdayPayload(parts: BirthdayParts): string {
  const chosen = chosenParts(parts);
  if (!chosen) return "";
  const [y, m, d] = chosen;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/**
 * What is wrong with the chosen date: null while incomplete (sent empty) or when it is a real
 * date; the error key when all three parts are chosen and the day does not exist.
 */
export function birthdayProblem(parts: BirthdayParts): string | null {
  const sent = birthdayPayload(parts);
  return sent === "" || birthdayValue(parts) === sent ? null : SCHEMA_MESSAGE.birthday;
}

/** Reads a stored birthday back into its parts (empty parts for an empty or malformed value). */
export function birthdayParts(value: string | null | undefined): BirthdayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  if (!match) return { year: null, month: null, day: null };
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** register_step greater than 1 means the sign-up is complete; otherwise the form is forced. */
export function isSignupComplete(registerStep: number | null | undefined): boolean {
  return (registerStep ?? 0) > 1;
}

/**
 * The fields of the personal completion form: the username only after a social login (an e-mail
 * sign-up chose it already); the real name always (issue 25: the e-mail sign-up never asks it,
 * and a campaign then reads "Organised by" the username).
 */
export function personalSignupFields(fromSocialLogin: boolean): string[] {
  const always = ["name", "birthday", "location", "gender", "bio"];
  return fromSocialLogin ? ["username", ...always] : always;
}

/**
 * The name a completion form (personal or business) starts with: the account's, unless it is only
 * the username standing in for it (the server answers the username while no name is set).
 */
export function signupNameStart(user: { username: string; name: string }): string {
  const name = user.name.trim();
  return name === user.username.trim() ? "" : name;
}
