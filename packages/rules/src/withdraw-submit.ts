// When the provider, owner and transfer withdrawal forms may submit (000 §5). Each answer lists
// what still blocks, in the order of the fields on the form, so the widget can say why.

import { isNonZeroAmount } from "./amount";
import type { CurrencyRef } from "./contract";
import { documentsBlockers } from "./documents";
import { BLOCKER, type FormBlocker, type SubmitState, submitState } from "./messages";
import { hasFailedUploads, hasPendingUploads, type Upload } from "./uploads";

const filled = (text: string | null | undefined) => (text ?? "").trim() !== "";

export interface ProviderFormValues {
  /** The amount box's digits, whole major units. */
  amount: string;
  reasons: readonly number[];
  iban: string;
  currency: CurrencyRef | null;
  bic: string;
  country: string;
  bank: string;
  holderName: string;
  comment: string;
  invoices: readonly Upload[];
  invoiceNotAvailable: boolean;
}

/**
 * Provider form: currency, IBAN, BIC, country, bank, a non-zero amount, at least one reason and
 * the recipient name, plus the documents-or-comment rule.
 */
export function providerSubmitState(values: ProviderFormValues): SubmitState {
  const blockers: FormBlocker[] = [];
  if (!isNonZeroAmount(values.amount)) blockers.push(BLOCKER.amount);
  if (values.reasons.length === 0) blockers.push(BLOCKER.reasons);
  if (!filled(values.iban)) blockers.push(BLOCKER.iban);
  if (values.currency === null) blockers.push(BLOCKER.currency);
  if (!filled(values.bic)) blockers.push(BLOCKER.bic);
  if (!filled(values.country)) blockers.push(BLOCKER.country);
  if (!filled(values.bank)) blockers.push(BLOCKER.bank);
  if (!filled(values.holderName)) blockers.push(BLOCKER.recipient);
  blockers.push(...documentsBlockers(values));
  return submitState(blockers);
}

export interface OwnerFormValues {
  amount: string;
  reasons: readonly number[];
  comment: string;
  invoices: readonly Upload[];
  invoiceNotAvailable: boolean;
}

/** Owner form: a non-zero amount, at least one reason and the documents-or-comment rule. */
export function ownerSubmitState(values: OwnerFormValues): SubmitState {
  const blockers: FormBlocker[] = [];
  if (!isNonZeroAmount(values.amount)) blockers.push(BLOCKER.amount);
  if (values.reasons.length === 0) blockers.push(BLOCKER.reasons);
  blockers.push(...documentsBlockers(values));
  return submitState(blockers);
}

export interface TransferFormValues {
  amount: string;
  /** The picked target campaign's name (empty until one is picked). */
  campaignName: string;
  motivationalMessage: string;
}

/**
 * Transfer form: amount, motivational message and target campaign name non-empty. The amount must
 * also be above zero: a zero transfer means nothing and the contract refuses it.
 */
export function transferSubmitState(values: TransferFormValues): SubmitState {
  const blockers: FormBlocker[] = [];
  if (!isNonZeroAmount(values.amount)) blockers.push(BLOCKER.amount);
  if (!filled(values.campaignName)) blockers.push(BLOCKER.transferCampaign);
  if (!filled(values.motivationalMessage)) blockers.push(BLOCKER.motivationalMessage);
  return submitState(blockers);
}

/**
 * Files still uploading or failed, which the payload check cannot see (it counts only uploaded
 * files): a submit is refused until they finish or are removed. Nothing when documents are
 * declared unavailable (files left in the list are not sent).
 */
export function pendingDocumentsProblem(values: {
  invoices: readonly Upload[];
  invoiceNotAvailable: boolean;
}): FormBlocker | null {
  if (values.invoiceNotAvailable) return null;
  if (hasPendingUploads(values.invoices)) return BLOCKER.documentsUploading;
  if (hasFailedUploads(values.invoices)) return BLOCKER.documentsFailed;
  return null;
}
