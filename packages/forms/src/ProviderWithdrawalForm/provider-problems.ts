// The form's check: the form values become the payload of 000 §3, which the payload schema of
// rules/schemas checks; its errors go back onto the form fields that show them.

import {
  checkPayload,
  pendingDocumentsProblem,
  providerWithdrawalPayloadSchema,
  toProviderWithdrawalPayload,
} from "@causeway/rules";
import type { FormProblems } from "../form-store";
import { formErrorsOf, type ProviderFormFields, toProviderValues } from "./provider-form-values";

/**
 * The payload check, and files still uploading or failed (the payload counts only uploaded ones),
 * so a submit of an unfinished form is refused with every problem on its field.
 */
export function providerProblems(fields: ProviderFormFields): FormProblems {
  const check = checkPayload(
    providerWithdrawalPayloadSchema,
    toProviderWithdrawalPayload(toProviderValues(fields)),
  );
  const pending = pendingDocumentsProblem(fields);
  return formErrorsOf({
    ...(check.ok ? {} : check.errors),
    ...(pending ? { invoices: pending } : {}),
  });
}
