// The form's resolver: the form values become the payload of 000 §3, which the payload schema of
// rules/schemas checks; its errors go back onto the form fields that show them.
import type { FieldErrors, Resolver } from "react-hook-form";
import {
  checkPayload,
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

export const providerResolver: Resolver<ProviderFormFields> = async (fields) => {
  const check = checkPayload(
    providerWithdrawalPayloadSchema,
    toProviderWithdrawalPayload(toProviderValues(fields)),
  );
  if (check.ok) return { values: fields, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [field, message] of formErrorsOf(check.errors)) place(errors, field, message);
  return { values: {}, errors: errors as FieldErrors<ProviderFormFields> };
};
