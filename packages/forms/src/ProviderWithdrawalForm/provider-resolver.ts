// The form's resolver: the form values become the payload of 000 §3, which the payload schema of
// rules/schemas checks; its errors go back onto the form fields that show them.
import type { FieldErrors, Resolver } from "react-hook-form";
import {
  checkPayload,
  pendingDocumentsProblem,
  providerWithdrawalPayloadSchema,
  toProviderWithdrawalPayload,
} from "../rules";
import { formErrorsOf, type ProviderFormFields, toProviderValues } from "./provider-form-values";

/** Sets `message` at a dotted path of a nested errors object. */
function place(errors: Record<string, unknown>, path: string, message: string) {
  const parts = path.split(".");
  let node = errors;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1) as string] = { type: "rules", message };
}

/**
 * The payload check, and files still uploading or failed (the payload counts only uploaded ones),
 * so a submit of an unfinished form is refused with every problem on its field.
 */
export const providerResolver: Resolver<ProviderFormFields> = async (fields) => {
  const check = checkPayload(
    providerWithdrawalPayloadSchema,
    toProviderWithdrawalPayload(toProviderValues(fields)),
  );
  const pending = pendingDocumentsProblem(fields);
  const problems = { ...(check.ok ? {} : check.errors), ...(pending ? { invoices: pending } : {}) };
  if (Object.keys(problems).length === 0) return { values: fields, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [field, message] of formErrorsOf(problems)) place(errors, field, message);
  return { values: {}, errors: errors as FieldErrors<ProviderFormFields> };
};
