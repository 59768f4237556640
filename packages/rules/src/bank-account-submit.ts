// When the bank-account creation form may send (000 §5): currency picked, no IBAN error, IBAN, BIC,
// country and bank non-empty, and at least one document with none pending or failed; and (issue
// 25) the account holder's name, the person's or organisation's, not empty.
import type { CurrencyRef } from "./contract";
import { ibanProblem } from "./iban";
import { BLOCKER, type FormBlocker, type SubmitState, submitState } from "./messages";
import { hasFailedUploads, hasPendingUploads, type Upload, uploadedFiles } from "./uploads";

export interface BankAccountFormValues {
  /** The account holder: the beneficiary's name (a person's or an organisation's), editable. */
  holderName: string;
  iban: string;
  currency: CurrencyRef | null;
  bic: string;
  country: string;
  bank: string;
  documents: readonly Upload[];
  /** The IBAN error the server gave (provider.iban), if any, until the IBAN changes. */
  serverIbanError?: string | null;
}

const filled = (text: string) => text.trim() !== "";

export function bankAccountSubmitState(values: BankAccountFormValues): SubmitState {
  const blockers: FormBlocker[] = [];
  if (!filled(values.iban)) blockers.push(BLOCKER.iban);
  else if (values.serverIbanError || ibanProblem(values.iban) !== null) {
    blockers.push(BLOCKER.ibanInvalid);
  }
  if (values.currency === null) blockers.push(BLOCKER.currency);
  if (!filled(values.bic)) blockers.push(BLOCKER.bic);
  if (!filled(values.country)) blockers.push(BLOCKER.country);
  if (!filled(values.bank)) blockers.push(BLOCKER.bank);
  if (!filled(values.holderName)) blockers.push(BLOCKER.holder);
  if (hasPendingUploads(values.documents)) blockers.push(BLOCKER.documentsUploading);
  if (hasFailedUploads(values.documents)) blockers.push(BLOCKER.documentsFailed);
  if (uploadedFiles(values.documents).length === 0) blockers.push(BLOCKER.bankDocuments);
  return submitState(blockers);
}
