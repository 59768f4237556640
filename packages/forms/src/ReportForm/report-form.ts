// The report form's values, resolver and payload: the rules of rules/report.ts (which fields show,
// what each needs) and the contract's ReportPayload (only the fields shown are sent).

import {
  checkPayload,
  type ReportErrors,
  type Reporter,
  type ReportPayloadOutput,
  type ReportValues,
  reportFields,
  reportPayloadSchema,
  validateReport,
} from "@causeway/rules";
import type { FieldErrors, Resolver } from "react-hook-form";

export type ReportField = keyof ReportValues;

/** Top to bottom: the first of these with an error takes focus after a refused submit. */
export const REPORT_FIELD_ORDER: readonly ReportField[] = ["type", "name", "email", "description"];

export const EMPTY_REPORT: ReportValues = { type: null, name: "", email: "", description: "" };

/** The payload: trimmed text; name and e-mail only when the form asks for them. */
export function toReportPayload(values: ReportValues, reporter: Reporter): ReportPayloadOutput {
  const shown = reportFields(reporter);
  return {
    type: values.type ?? 0,
    description: values.description.trim(),
    ...(shown.name ? { name: values.name.trim() } : {}),
    ...(shown.email ? { email: values.email.trim() } : {}),
  };
}

/** Every error of the values (rules first, then the payload schema), keyed by form field. */
export function reportErrors(values: ReportValues, reporter: Reporter): ReportErrors {
  const errors = validateReport(values, reporter);
  if (Object.keys(errors).length > 0) return errors;
  const check = checkPayload(reportPayloadSchema, toReportPayload(values, reporter));
  if (check.ok) return {};
  const fromSchema: ReportErrors = {};
  for (const [path, message] of Object.entries(check.errors)) {
    if (REPORT_FIELD_ORDER.includes(path as ReportField)) fromSchema[path as ReportField] = message;
  }
  return fromSchema;
}

export function reportResolver(reporter: Reporter): Resolver<ReportValues> {
  return async (values) => {
    const errors = reportErrors(values, reporter);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const formErrors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(errors)) {
      formErrors[field] = { type: "rules", message };
    }
    return { values: {}, errors: formErrors as FieldErrors<ReportValues> };
  };
}

/** A 400's field errors that belong to the form's fields (others go to the form-level alert). */
export function serverReportErrors(fields: Readonly<Record<string, string>>): {
  fields: ReportErrors;
  other: string | null;
} {
  const result: ReportErrors = {};
  let other: string | null = null;
  for (const [path, message] of Object.entries(fields)) {
    if (REPORT_FIELD_ORDER.includes(path as ReportField)) result[path as ReportField] = message;
    else other ??= message;
  }
  return { fields: result, other };
}

/** The first field (in form order) with an error. */
export function firstInvalid(errors: Partial<Record<ReportField, unknown>>): ReportField | null {
  return REPORT_FIELD_ORDER.find((field) => errors[field]) ?? null;
}
