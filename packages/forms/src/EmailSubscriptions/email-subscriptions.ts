// What the e-mail subscription widgets share: who is asking (token or signed link), the translated
// name of each e-mail family (the list itself is rules/user-settings EMAIL_SUBSCRIPTION_TYPES,
// which apps/api uses too), and the lists a Save sends.
import { isApiError } from "@causeway/api-client";
import { isEmailSubscriptionType } from "@causeway/rules";

export interface EmailSubscription {
  type: string;
  subscribed: boolean;
}

/** How the member is known: their token (logged in), or the user_id + signature of an e-mail link. */
export type SubscriptionAccess =
  | { kind: "token" }
  | { kind: "signature"; userId: number; signature: string };

/** The dictionary keys of a type's label and one-line description, or null for an unknown type. */
export function emailTypeKeys(type: string): { label: string; description: string } | null {
  if (!isEmailSubscriptionType(type)) return null;
  return {
    label: `forms.email_subscriptions.type.${type}.label`,
    description: `forms.email_subscriptions.type.${type}.description`,
  };
}

/** A readable name for a type the dictionaries do not know: "product_news" -> "Product news". */
export function readableEmailType(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return words === "" ? type : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label and description a member reads for a type (no description for an unknown type). */
export function emailTypeText(
  type: string,
  t: (key: string) => string,
): { label: string; description: string | null } {
  const keys = emailTypeKeys(type);
  return keys
    ? { label: t(keys.label), description: t(keys.description) }
    : { label: readableEmailType(type), description: null };
}

/** The query and body fields that identify the member: none with a token, user_id + signature otherwise. */
export function accessLink(access: SubscriptionAccess): { user_id?: number; signature?: string } {
  return access.kind === "signature" ? { user_id: access.userId, signature: access.signature } : {};
}

/** The list with one type switched on or off (others untouched, order kept). */
export function withSubscribed(
  types: readonly EmailSubscription[],
  type: string,
  subscribed: boolean,
): EmailSubscription[] {
  return types.map((item) => (item.type === type ? { ...item, subscribed } : item));
}

/** Every type switched off: what "unsubscribe from all" sends. */
export function allOff(types: readonly EmailSubscription[]): EmailSubscription[] {
  return types.map((item) => ({ ...item, subscribed: false }));
}

/** True when no type is subscribed (an empty list counts). */
export const noneSubscribed = (types: readonly EmailSubscription[]) =>
  types.every((item) => !item.subscribed);

/** True when both lists say the same for every type (the form is clean). */
export function sameSubscriptions(
  a: readonly EmailSubscription[],
  b: readonly EmailSubscription[],
): boolean {
  if (a.length !== b.length) return false;
  const other = new Map(b.map((item) => [item.type, item.subscribed]));
  return a.every((item) => other.get(item.type) === item.subscribed);
}

export type AccessProblem = "link" | "session" | null;

/**
 * What a failed call says about the access: a signed link refused (400 or 403: bad, altered or
 * expired) -> "link"; a token refused (401) -> "session"; anything else is a plain failure.
 */
export function accessProblem(error: unknown, access: SubscriptionAccess): AccessProblem {
  if (!isApiError(error)) return null;
  if (access.kind === "signature")
    return error.status === 400 || error.status === 403 ? "link" : null;
  return error.status === 401 ? "session" : null;
}
