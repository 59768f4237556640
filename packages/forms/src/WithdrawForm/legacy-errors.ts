// The legacy form's checks in one place: the legacy validator of 000 §5 speaks first (its
// messages are the spec's keys), then the payload the tab sends is checked against the contract's
// schema for what the legacy validator does not look at (BIC, country, bank, currency, files still
// uploading). Errors come out by form field, in the order of the form.
import {
  BLOCKER,
  checkPayload,
  hasFailedUploads,
  hasPendingUploads,
  type LegacyStep,
  type LegacyTab,
  providerWithdrawalPayloadSchema,
  transferFundsPayloadSchema,
  validateLegacyWithdraw,
} from "@causeway/rules";
import {
  formErrorsOf,
  type LegacyFormFields,
  STEP_FIELDS,
  stepOfField,
  toBankPayload,
  toCampaignPayload,
  toLegacyValues,
} from "./legacy-form-values";

export interface LegacyContext {
  tab: LegacyTab;
  /** The campaign the money leaves (its id and currency). */
  campaign: { id: number; currency: { id: number } };
}

/**
 * The legacy validator's comment message is the spec's key `withdraw.write_comment`, whose text
 * (shared with the provider and owner forms, which want a comment only when no documents are
 * given) asks why there are no documents. This form asks for a comment on every bank request, so
 * it says that instead.
 */
export const LEGACY_COMMENT_MESSAGE = "withdraw.legacy.write_comment";

/** Form field -> dictionary key, every field of the tab that has a problem. */
export function legacyFormErrors(
  fields: LegacyFormFields,
  context: LegacyContext,
): Map<string, string> {
  const errors = new Map(formErrorsOf(validateLegacyWithdraw(toLegacyValues(fields), context.tab)));
  if (errors.get("comment") === BLOCKER.comment) errors.set("comment", LEGACY_COMMENT_MESSAGE);
  const payload =
    context.tab === "bank"
      ? checkPayload(providerWithdrawalPayloadSchema, toBankPayload(fields, context.campaign))
      : checkPayload(transferFundsPayloadSchema, toCampaignPayload(fields, context.campaign));
  if (!payload.ok) {
    for (const [field, message] of formErrorsOf(payload.errors)) {
      if (!errors.has(field)) errors.set(field, message);
    }
  }
  if (context.tab === "bank" && !fields.invoiceNotAvailable && !errors.has("invoices")) {
    if (hasPendingUploads(fields.invoices)) errors.set("invoices", BLOCKER.documentsUploading);
    else if (hasFailedUploads(fields.invoices)) errors.set("invoices", BLOCKER.documentsFailed);
  }
  const order = Object.values(STEP_FIELDS[context.tab]).flat();
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return new Map([...errors].sort(([a], [b]) => rank(a) - rank(b)));
}

/** The first step showing one of these fields, or null when there is none. */
export function firstStepOf(fields: Iterable<string>): LegacyStep | null {
  let first: LegacyStep | null = null;
  for (const field of fields) {
    const step = stepOfField(field);
    if (first === null || step < first) first = step;
  }
  return first;
}
