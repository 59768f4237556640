// The one-field settings of /settings/* and the profile (001 §5, §7: PUT /api/v2/user/<field>) as
// payload schemas, built on the rules the forms already use: e-mail (with the current password),
// name and phone (account-settings), bio, birthday, location and sectors (the sign-up completion),
// gender, time zone, business mission, organization size, interface language, donations
// visibility, business cover, and the e-mail subscriptions. Every message is a dictionary key.
import * as z from "zod/mini";
import { ACCOUNT_MESSAGE, nameProblem, PASSWORD_MAX, phoneProblem } from "./account-settings";
import { LANGUAGE_CODES } from "./constants";
import type { ProfileType } from "./profile";
import { emailAddress } from "./schemas/auth";
import { id, maxChars, ruled, SCHEMA_MESSAGE, singleLine } from "./schemas/fields";
import { signupBusinessDetailsPayloadSchema, signupDetailsPayloadSchema } from "./schemas/signup";
import { TIMEZONE_MESSAGE, timezoneProblem } from "./timezone";

export { timezoneProblem };

export const SETTINGS_MESSAGE = {
  gender: "validation.gender",
  timezone: TIMEZONE_MESSAGE,
  nameLocked: "validation.name.locked",
} as const;

/** A business mission, as the contract allows. */
export const BUSINESS_MISSION_MAX = 1000;
/** An e-mail template family name, and how many a subscriptions update may carry. */
export const EMAIL_TYPE_MAX = 64;
export const EMAIL_SUBSCRIPTIONS_MAX = 50;
/** The e-mail families a user may subscribe to or not (/settings/subscriptions). */
export const EMAIL_SUBSCRIPTION_TYPES = [
  "weekly_statistics",
  "monthly_statistics",
  "newsletter",
  "donations",
  "messages",
  "update_reminders",
] as const;

/**
 * The name is locked (001 §5) once the sign-up is complete for a user who cannot change it: the
 * same name may be sent again, a first name may be set, another one may not.
 */
export function nameLockProblem(
  user: { registerStep: number; canChange: boolean; currentName: string | null },
  next: string,
): string | null {
  const locked = user.registerStep > 1 && !user.canChange && Boolean(user.currentName);
  return locked && user.currentName !== next ? SETTINGS_MESSAGE.nameLocked : null;
}

/** PUT /api/v2/user/bio: 150 characters for a business, 500 for a personal profile. */
export const bioPayloadSchema = (type: ProfileType) =>
  z.object({
    bio: (type === "business" ? signupBusinessDetailsPayloadSchema : signupDetailsPayloadSchema)
      .shape.bio,
  });

/** PUT /api/v2/user/name: given, at most 30 characters (sent trimmed). */
export const namePayloadSchema = z.object({
  name: ruled(nameProblem, SCHEMA_MESSAGE.nameRequired).check(z.trim(), singleLine()),
});

/**
 * PUT /api/v2/user/email: a valid address (trimmed, lower-cased; the server then refuses the
 * account's own) and the current password, which the server checks.
 */
export const emailChangePayloadSchema = z.object({
  email: emailAddress(),
  password: z
    .string(ACCOUNT_MESSAGE.passwordCurrent)
    .check(
      z.minLength(1, ACCOUNT_MESSAGE.passwordCurrent),
      maxChars(PASSWORD_MAX, ACCOUNT_MESSAGE.passwordCurrent),
    ),
});

/** PUT /api/v2/user/phone. */
export const phonePayloadSchema = z.object({
  phone: ruled(phoneProblem, ACCOUNT_MESSAGE.phoneInvalid).check(z.trim()),
});

/** PUT /api/v2/user/gender: male or female. */
export const genderPayloadSchema = z.object({
  gender: z.enum(["male", "female"], SETTINGS_MESSAGE.gender),
});

/** PUT /api/v2/user/birthday: a real date, or "" when incomplete (001 §5). */
export const birthdayPayloadSchema = z.object({
  birthday: signupDetailsPayloadSchema.shape.birthday,
});

/** PUT /api/v2/user/location: a place picked from the city search. */
export const locationPayloadSchema = z.object({
  location: signupDetailsPayloadSchema.shape.location,
});

/** PUT /api/v2/user/timezone: an IANA name. */
export const timezonePayloadSchema = z.object({
  timezone: ruled(timezoneProblem, SETTINGS_MESSAGE.timezone),
});

/** PUT /api/v2/user/business-mission: at most 1000 characters. */
export const businessMissionPayloadSchema = z.object({
  mission: z.string(SCHEMA_MESSAGE.invalid).check(maxChars(BUSINESS_MISSION_MAX)),
});

/** PUT /api/v2/user/business-sector: one or more sector ids. */
export const businessSectorsPayloadSchema = z.object({
  sectors: signupBusinessDetailsPayloadSchema.shape.sectors,
});

/** PUT /api/v2/user/business-organization-size: a size id. */
export const businessOrganizationSizePayloadSchema = z.object({
  organization_size: signupBusinessDetailsPayloadSchema.shape.organization_size,
});

/** PUT /api/v2/user/business-cover: an uploaded image id. */
export const businessCoverPayloadSchema = z.object({ cover: id() });

/** PUT /api/v2/user/config/translation-language: one of the 14 languages. */
export const translationLanguagePayloadSchema = z.object({
  language_code: z.enum(LANGUAGE_CODES, SCHEMA_MESSAGE.invalid),
});

/** PUT /api/v2/user/{id}/donations-visibility. */
export const donationsVisibilityPayloadSchema = z.object({
  visibility: z.boolean(SCHEMA_MESSAGE.invalid),
});

const emailType = () =>
  z
    .string(SCHEMA_MESSAGE.invalid)
    .check(
      z.minLength(1, SCHEMA_MESSAGE.invalid),
      maxChars(EMAIL_TYPE_MAX, SCHEMA_MESSAGE.invalid),
    );

/** PUT /api/v2/notifications/email/subscriptions (by token, or by user_id plus signature). */
export const emailSubscriptionsPayloadSchema = z.object({
  user_id: z.optional(id()),
  signature: z.optional(z.string(SCHEMA_MESSAGE.invalid)),
  types: z
    .array(
      z.object({ type: emailType(), subscribed: z.boolean(SCHEMA_MESSAGE.invalid) }),
      SCHEMA_MESSAGE.invalid,
    )
    .check(z.maxLength(EMAIL_SUBSCRIPTIONS_MAX, SCHEMA_MESSAGE.invalid)),
});

/** PUT /api/v2/user/email/unsubscribe: the signed link's fields. */
export const emailUnsubscribePayloadSchema = z.object({
  user_id: id(),
  checksum: z.string(SCHEMA_MESSAGE.invalid).check(z.minLength(1, SCHEMA_MESSAGE.invalid)),
  template: emailType(),
});

export type EmailSubscriptionType = (typeof EMAIL_SUBSCRIPTION_TYPES)[number];

/** Only the known families change; other types in an update are ignored. */
export function isEmailSubscriptionType(type: string): type is EmailSubscriptionType {
  return (EMAIL_SUBSCRIPTION_TYPES as readonly string[]).includes(type);
}

/**
 * Marketing e-mail (issue 25): sent only to a member who said yes to it (the sign-up's unticked
 * box, or the settings later), as EU law asks. Every other family is about the member's own
 * account, campaigns and messages, and stays on until they turn it off.
 */
export const OPT_IN_EMAIL_TYPES: readonly EmailSubscriptionType[] = ["newsletter"];

/**
 * Whether a member gets the e-mails of `type`, from their stored choices: the choice when they
 * made one; else off for an opt-in family (no consent on record) and on for the others.
 */
export function isSubscribedTo(
  choices: Readonly<Record<string, boolean>>,
  type: EmailSubscriptionType,
): boolean {
  const chosen = choices[type];
  return typeof chosen === "boolean" ? chosen : !OPT_IN_EMAIL_TYPES.includes(type);
}
