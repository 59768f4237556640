import { z } from "zod";
import { badRequest, type FieldErrors } from "./errors";

const DICTIONARY_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/** Zod issues to the contract's per-field map: dotted path -> dictionary key. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "body";
    if (fields[key]) continue;
    if (DICTIONARY_KEY.test(issue.message)) fields[key] = issue.message;
    else if (issue.code === "invalid_type" && issue.input === undefined)
      fields[key] = "validation.required";
    else fields[key] = "validation.invalid";
  }
  return fields;
}

/** Parses or throws a 400 with per-field errors (zod or zod/mini schemas, e.g. the forms' ones). */
export function parse<T extends z.core.$ZodType>(schema: T, data: unknown): z.output<T> {
  const result = z.safeParse(schema, data);
  if (!result.success) throw badRequest(issuesToFields(result.error.issues));
  return result.data;
}

/** Query-string integers: offset/limit with the contract's defaults and bounds. */
export function page(
  query: Record<string, string | undefined>,
  defaults: { limit: number; max?: number },
): { offset: number; limit: number } {
  const schema = z.object({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(defaults.max ?? 100)
      .default(defaults.limit),
  });
  return parse(schema, { offset: query.offset, limit: query.limit });
}

export const zId = z.coerce.number().int().min(1).max(2_147_483_647);
