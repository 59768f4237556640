// A failed parse as the contract's FieldErrors: dotted field path -> dictionary key, the first
// message per field. The server answers a 400 with it; a form shows each under its field.
import * as z from "zod/mini";
import { SCHEMA_MESSAGE } from "./fields";

type Issue = z.core.$ZodIssue;

/** Messages that are dictionary keys (ours all contain a dot and no space). */
const isKey = (message: string) => /^[a-z0-9_]+(\.[a-z0-9_]+)+$/i.test(message);

export function fieldErrorsOf(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "form";
    if (path in errors) continue;
    errors[path] = isKey(issue.message) ? issue.message : SCHEMA_MESSAGE.invalid;
  }
  return errors;
}

export type PayloadCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** Parses a payload: the data, or its field errors keyed as the contract's FieldErrors. */
export function checkPayload<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
): PayloadCheck<z.output<S>> {
  const result = z.safeParse(schema, value);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error.issues) };
}
