// The sign-up details a member typed, kept in the browser until they are sent (issue 25), in the
// envelope of ./kept-draft that the campaign creation uses: one draft per member and form.
import { type DraftStore, readDraft } from "./kept-draft";
import type { BusinessSignupValues, PersonalSignupValues } from "./schemas/signup";

export type PersonalSignupDraft = Partial<PersonalSignupValues>;
export type BusinessSignupDraft = Partial<BusinessSignupValues>;

/** One draft per member (the account is personal or business, never both). */
export function signupDetailsDraftKey(userId: number): string {
  return `causeway.signup-details.${userId}`;
}

type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === "string";
const isIdOrNull: Check = (v) => v === null || (Number.isInteger(v) && (v as number) > 0);
const isPlaceOrNull: Check = (v) =>
  v === null ||
  (typeof v === "object" &&
    isString((v as { place_id?: unknown }).place_id) &&
    isString((v as { formatted_address?: unknown }).formatted_address));
const isPart: Check = (v) => v === null || Number.isInteger(v);
const isBirthday: Check = (v) =>
  typeof v === "object" &&
  v !== null &&
  ["year", "month", "day"].every((part) => isPart((v as Record<string, unknown>)[part]));

/** Whether every field present is one of `checks` and holds what the form keeps there. */
function fieldsFit(value: unknown, checks: Readonly<Record<string, Check>>): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([field, v]) => checks[field]?.(v) === true);
}

const PERSONAL: Record<keyof PersonalSignupValues, Check> = {
  username: isString,
  name: isString,
  gender: (v) => v === null || v === "male" || v === "female",
  birthday: isBirthday,
  location: isPlaceOrNull,
  timezone: isString,
  bio: isString,
};

const BUSINESS: Record<keyof BusinessSignupValues, Check> = {
  username: isString,
  name: isString,
  logoId: isIdOrNull,
  sectors: (v) => Array.isArray(v) && v.every((id) => isIdOrNull(id) && id !== null),
  organizationSize: isIdOrNull,
  location: isPlaceOrNull,
  timezone: isString,
  bio: isString,
};

export const isPersonalSignupDraft = (value: unknown): value is PersonalSignupDraft =>
  fieldsFit(value, PERSONAL);
export const isBusinessSignupDraft = (value: unknown): value is BusinessSignupDraft =>
  fieldsFit(value, BUSINESS);

/** The kept personal details, or null (none, or not what this form writes). */
export function readPersonalSignupDraft(store: DraftStore, key: string) {
  return readDraft(store, key, isPersonalSignupDraft);
}

/** The kept business details, or null. */
export function readBusinessSignupDraft(store: DraftStore, key: string) {
  return readDraft(store, key, isBusinessSignupDraft);
}
