// What every settings form shares: a react-hook-form resolver over a rules function, and the split
// of a 400's field errors into those of the form's fields and the rest.
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

export type Problems<V> = Partial<Record<keyof V & string, string | null>>;

/** A resolver that asks `check` (a rules function answering dictionary keys per field). */
export function rulesResolver<V extends FieldValues>(
  check: (values: V) => Problems<V>,
): Resolver<V> {
  return async (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(check(values))) {
      if (typeof message === "string") errors[field] = { type: "rules", message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** A 400's field errors: those of `fields` (shown under them) and the first other one. */
export function splitServerErrors<F extends string>(
  errors: Readonly<Record<string, string>>,
  fields: readonly F[],
): { fields: Partial<Record<F, string>>; other: string | null } {
  const mine: Partial<Record<F, string>> = {};
  let other: string | null = null;
  for (const [path, message] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(path)) mine[path as F] = message;
    else other ??= message;
  }
  return { fields: mine, other };
}

/** The first of `order` that has an error. */
export function firstWithError<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
): F | null {
  return order.find((field) => errors[field]) ?? null;
}
