// What an account page says when a call fails (001 §8): a 400's per-field errors go under the
// fields the page shows; anything else becomes one message (a dictionary key) in the page's alert.
import { type FieldErrors, isApiError, isApiFieldErrors } from "@causeway/api-client";

export const AUTH_ERROR = {
  /** Any failure without a better word: offline, a 5xx. */
  failed: "web.auth.error.failed",
  /** 429 on any of the account calls. */
  tooMany: "web.auth.error.too_many",
} as const;

export interface AuthFailure {
  /** Field name -> dictionary key (or the server's text), only for fields the page shows. */
  fields: FieldErrors;
  /** The page's alert: a dictionary key (or the server's text), or null when the fields say it all. */
  message: string | null;
}

/**
 * Reads a failed call for a page with `shown` fields. `byStatus` names the message of a status the
 * page knows (401 on log-in: wrong credentials; 404 on a reset link: expired). A 400 field the
 * page does not show is not dropped: its message goes to the alert.
 */
export function authFailure(
  error: unknown,
  shown: readonly string[],
  byStatus: Readonly<Record<number, string>> = {},
): AuthFailure {
  if (isApiFieldErrors(error)) {
    const fields: FieldErrors = {};
    let message: string | null = null;
    for (const [field, text] of Object.entries(error.fields)) {
      const name = field.split(".")[0] ?? field;
      if (shown.includes(name)) fields[name] ??= text;
      else message ??= text;
    }
    return { fields, message };
  }
  if (isApiError(error)) {
    const known = byStatus[error.status];
    if (known) return { fields: {}, message: known };
    if (error.status === 429) return { fields: {}, message: AUTH_ERROR.tooMany };
  }
  return { fields: {}, message: AUTH_ERROR.failed };
}

/** The first field of `order` that has an error, to move the focus to. */
export function firstInvalid(order: readonly string[], fields: FieldErrors): string | null {
  return order.find((name) => fields[name] !== undefined) ?? null;
}

/** The failure once the user edits `field`: its error goes, the rest stays. */
export function withoutField(failure: AuthFailure, field: string): AuthFailure {
  if (failure.fields[field] === undefined) return failure;
  const { [field]: _, ...fields } = failure.fields;
  return { ...failure, fields };
}
