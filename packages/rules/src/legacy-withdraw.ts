// The legacy withdraw page form (000 §2, §5): two tabs (bank transfer, campaign transfer) and three
// steps (1 amount, 2 recipient or campaign, 3 documents). Its validator answers per field with the
// spec's message keys, and tells which step holds the first error so the form can go back to it.
import { isNonZeroAmount } from "./amount";
import { BLOCKER } from "./messages";
import { type Upload, uploadedFiles } from "./uploads";

export type LegacyTab = "bank" | "campaign";
export type LegacyStep = 1 | 2 | 3;

export interface LegacyWithdrawValues {
  amount: string;
  reasons: readonly number[];
  receiverName: string;
  iban: string;
  comment: string;
  invoices: readonly Upload[];
  invoiceNotAvailable: boolean;
  /** Campaign tab: the picked target campaign's id and the motivational message. */
  campaignTo?: number | null;
  motivationalMessage?: string;
}

export type LegacyField =
  | "amount"
  | "reasons"
  | "receiverName"
  | "iban"
  | "comment"
  | "invoices"
  | "campaign_to"
  | "motivational_message";

export type LegacyErrors = Partial<Record<LegacyField, string>>;

const STEP_OF: Record<LegacyField, LegacyStep> = {
  amount: 1,
  reasons: 1,
  receiverName: 2,
  iban: 2,
  campaign_to: 2,
  motivational_message: 2,
  comment: 3,
  invoices: 3,
};

const blank = (text: string | undefined) => (text ?? "").trim() === "";

/**
 * Bank tab: amount required and non-zero, at least one reason, receiver name, IBAN, comment, and
 * at least one invoice unless declared unavailable. Campaign tab: amount, target campaign and
 * motivational message.
 */
export function validateLegacyWithdraw(values: LegacyWithdrawValues, tab: LegacyTab): LegacyErrors {
  const errors: LegacyErrors = {};
  if (!isNonZeroAmount(values.amount)) errors.amount = BLOCKER.amount;
  if (tab === "campaign") {
    if (!values.campaignTo) errors.campaign_to = BLOCKER.transferCampaign;
    if (blank(values.motivationalMessage))
      errors.motivational_message = BLOCKER.motivationalMessage;
    return errors;
  }
  if (values.reasons.length === 0) errors.reasons = BLOCKER.reasons;
  if (blank(values.receiverName)) errors.receiverName = BLOCKER.recipient;
  if (blank(values.iban)) errors.iban = BLOCKER.iban;
  if (blank(values.comment)) errors.comment = BLOCKER.comment;
  if (!values.invoiceNotAvailable && uploadedFiles(values.invoices).length === 0) {
    errors.invoices = BLOCKER.documents;
  }
  return errors;
}

/** The errors of one step, for the "next" button of that step. */
export function legacyStepErrors(errors: LegacyErrors, step: LegacyStep): LegacyErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => STEP_OF[field as LegacyField] === step),
  );
}

/** The first step that has an error, or null when the form is valid. */
export function firstStepWithError(errors: LegacyErrors): LegacyStep | null {
  const steps = Object.keys(errors).map((field) => STEP_OF[field as LegacyField]);
  return steps.length === 0 ? null : (Math.min(...steps) as LegacyStep);
}

/** Editing an existing withdrawal hides the tabs: the tab is the one of the withdrawal. */
export function legacyTabsVisible(mode: "create" | "edit"): boolean {
  return mode === "create";
}
