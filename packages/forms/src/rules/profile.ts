// Profile and sign-up completion rules (001 §4, §5): name max 30, bio 150 for a business and 500
// for a personal profile, birthday sent empty when incomplete, gender male by default, and
// register_step greater than 1 meaning the sign-up is complete.
import { BUSINESS_BIO_MAX, NAME_MAX, PERSONAL_BIO_MAX } from "./constants";

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
 * The fields of the personal completion form: username and name only after a social login (an
 * e-mail sign-up already asked for them).
 */
export function personalSignupFields(fromSocialLogin: boolean): string[] {
  const always = ["birthday", "location", "gender", "bio"];
  return fromSocialLogin ? ["username", "name", ...always] : always;
}
