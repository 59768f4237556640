// The sign-up completion forms' shared logic: field errors of the payload schemas mapped onto the
// form's fields, what still blocks the submit (in form order), and the birthday choices.

import {
  type BusinessSignupValues,
  checkPayload,
  type PersonalSignupValues,
  signupBusinessDetailsPayloadSchema,
  signupDetailsPayloadSchema,
  toSignupBusinessDetailsPayload,
  toSignupDetailsPayload,
} from "@causeway/rules";
import type { FieldErrors, Resolver } from "react-hook-form";
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

/** The business form's fields top to bottom; payload paths map onto them (logo -> logoId ...). */
export const BUSINESS_FIELD_ORDER = [
  "username",
  "name",
  "logoId",
  "organizationSize",
  "sectors",
  "location",
  "timezone",
  "bio",
] as const;
export type BusinessField = (typeof BUSINESS_FIELD_ORDER)[number];

const BUSINESS_PAYLOAD_FIELD: Readonly<Record<string, BusinessField>> = {
  logo: "logoId",
  organization_size: "organizationSize",
};

/** A business payload path ("organization_size", "sectors.0") as the form field that shows it. */
export function businessFieldOf(path: string): string {
  const field = formFieldOf(path);
  return BUSINESS_PAYLOAD_FIELD[field] ?? field;
}

/** A payload path ("location.place_id") as the form field that shows it ("location"). */
export function formFieldOf(path: string): string {
  return path.split(".")[0] ?? path;
}

/** Payload errors (path -> key) as form-field errors, first message per field, in form order. */
export function formErrors(
  errors: Readonly<Record<string, string>>,
  order: readonly string[],
  fieldOf: (path: string) => string = formFieldOf,
): [string, string][] {
  const byField = new Map<string, string>();
  for (const [path, message] of Object.entries(errors)) {
    const field = fieldOf(path);
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

/** The business payload's problems, as form-field errors in form order. */
export function businessErrors(values: BusinessSignupValues): [string, string][] {
  const check = checkPayload(
    signupBusinessDetailsPayloadSchema,
    toSignupBusinessDetailsPayload(values),
  );
  return check.ok ? [] : formErrors(check.errors, BUSINESS_FIELD_ORDER, businessFieldOf);
}

/** A react-hook-form resolver over one of the functions above (the payload schema decides). */
export function resolverOf<Values extends object>(
  errorsOf: (values: Values) => [string, string][],
): Resolver<Values> {
  return async (values) => {
    const errors = errorsOf(values);
    if (errors.length === 0) return { values, errors: {} };
    const result: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of errors) result[field] = { type: "rules", message };
    return { values: {}, errors: result as FieldErrors<Values> };
  };
}

export const personalResolver = resolverOf<PersonalSignupValues>(personalErrors);
export const businessResolver = resolverOf<BusinessSignupValues>(businessErrors);

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

/** The logo upload's own say: waiting while it uploads, its failure once it failed. */
const LOGO_BLOCKER: Readonly<Record<string, string | undefined>> = {
  uploading: "forms.signup.logo.wait",
  errored: "error.business.logo.failed_to_upload",
};

/**
 * What still keeps the business form from being sent, in form order; the logo's problem is the
 * upload's state (uploading, failed) rather than the schema's "upload a logo".
 */
export function businessBlockers(
  errors: readonly [string, string][],
  logoStatus: "idle" | "uploading" | "done" | "errored",
): string[] {
  const logo = LOGO_BLOCKER[logoStatus];
  // While uploading or failed the form holds no logo id, so the schema always objects there.
  const blockers = errors.map(([field, message]) => (field === "logoId" && logo ? logo : message));
  return [...new Set(blockers)];
}
