// The sign-up completion forms' shared logic: field errors of the payload schemas mapped onto the
// form's fields, what still blocks the submit (in form order), and the birthday choices.
import type { FieldErrors, Resolver } from "react-hook-form";
import { checkPayload } from "../rules/schemas/field-errors";
import {
  type PersonalSignupValues,
  signupDetailsPayloadSchema,
  toSignupDetailsPayload,
} from "../rules/schemas/signup";
import {
  USERNAME_FIELD_MESSAGE,
  type UsernameFieldStatus,
  usernameBlocker,
} from "../UsernameField/username-status";

export const PERSONAL_FIELD_ORDER = [
  "username",
  "name",
  "birthday",
  "location",
  "timezone",
  "gender",
  "bio",
] as const;
export type PersonalField = (typeof PERSONAL_FIELD_ORDER)[number];

/** A payload path ("location.place_id") as the form field that shows it ("location"). */
export function formFieldOf(path: string): string {
  return path.split(".")[0] ?? path;
}

/** Payload errors (path -> key) as form-field errors, first message per field, in form order. */
export function formErrors(
  errors: Readonly<Record<string, string>>,
  order: readonly string[],
): [string, string][] {
  const byField = new Map<string, string>();
  for (const [path, message] of Object.entries(errors)) {
    const field = formFieldOf(path);
    if (!byField.has(field)) byField.set(field, message);
  }
  const known = order.filter((field) => byField.has(field));
  const rest = [...byField.keys()].filter((field) => !order.includes(field));
  return [...known, ...rest].map((field) => [field, byField.get(field) as string]);
}

/** The personal payload's problems, as form-field errors in form order. */
export function personalErrors(values: PersonalSignupValues): [string, string][] {
  const check = checkPayload(signupDetailsPayloadSchema, toSignupDetailsPayload(values));
  return check.ok ? [] : formErrors(check.errors, PERSONAL_FIELD_ORDER);
}

/**
 * What still keeps the form from being sent, first first: the username field's own state (while
 * it checks, or when taken) before the schema's problems.
 */
export function signupBlockers(
  errors: readonly [string, string][],
  username: { shown: boolean; status: UsernameFieldStatus; value: string },
): string[] {
  const blockers: string[] = [];
  if (username.shown) {
    const blocker = usernameBlocker(username.status, username.value);
    if (blocker) blockers.push(blocker);
  }
  for (const [field, message] of errors) {
    if (field === "username" && username.shown) continue;
    if (!blockers.includes(message)) blockers.push(message);
  }
  return blockers;
}

export const personalResolver: Resolver<PersonalSignupValues> = async (values) => {
  const errors = personalErrors(values);
  if (errors.length === 0) return { values, errors: {} };
  const result: Record<string, { type: string; message: string }> = {};
  for (const [field, message] of errors) result[field] = { type: "rules", message };
  return { values: {}, errors: result as FieldErrors<PersonalSignupValues> };
};

/** Days 1-31, months 1-12, years from `now` minus 13 back 110 years (newest first). */
export function birthdayChoices(now: Date = new Date()): {
  days: number[];
  months: number[];
  years: number[];
} {
  const newest = now.getUTCFullYear() - 13;
  return {
    days: Array.from({ length: 31 }, (_, i) => i + 1),
    months: Array.from({ length: 12 }, (_, i) => i + 1),
    years: Array.from({ length: 110 }, (_, i) => newest - i),
  };
}

export { USERNAME_FIELD_MESSAGE };
