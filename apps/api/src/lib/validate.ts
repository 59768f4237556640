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

function pageSchema(limit: number, max: number) {
  return z.object({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(max).default(limit),
  });
}

/** One schema per (default, maximum): building a zod schema costs more than a small request. */
const pageSchemas = new Map<string, ReturnType<typeof pageSchema>>();

/** Query-string integers: offset/limit with the contract's defaults and bounds. */
export function page(
  query: Record<string, string | undefined>,
  defaults: { limit: number; max?: number },
): { offset: number; limit: number } {
  const max = defaults.max ?? 100;
  const key = `${defaults.limit}:${max}`;
  let schema = pageSchemas.get(key);
  if (!schema) {
    schema = pageSchema(defaults.limit, max);
    pageSchemas.set(key, schema);
  }
  return parse(schema, { offset: query.offset, limit: query.limit });
}

/** The largest id a row can have (PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;

export const zId = z.coerce.number().int().min(1).max(MAX_ROW_ID);

/** A path key that is a row id (digits within the id range), else null: then it is a slug or name. */
export function rowIdOf(key: string): number | null {
  if (!/^\d{1,10}$/.test(key)) return null;
  const id = Number(key);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}
