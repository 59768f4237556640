// Pure helpers of the bank-account creation form: the values the rules read, the payload with each
// document typed by the list it was added to, and where a creation failure is shown.
import { type FieldErrors, isApiFieldErrors } from "@causeway/api-client";
import type { BankAccountFormValues, IbanEntryState, Upload } from "@causeway/rules";
import { type BankAccountPayloadOutput, toBankAccountPayload } from "@causeway/rules";

export interface BankAccountDocuments {
  account: readonly Upload[];
  certificate: readonly Upload[];
}

export function formValues(
  holderName: string,
  entry: IbanEntryState,
  documents: BankAccountDocuments,
  serverIbanError: string | null,
): BankAccountFormValues {
  return {
    holderName,
    iban: entry.iban,
    currency: entry.currency,
    bic: entry.bic,
    country: entry.country,
    bank: entry.bank,
    documents: [...documents.account, ...documents.certificate],
    serverIbanError,
  };
}

export function bankAccountPayload(
  campaignId: number,
  holderName: string,
  entry: IbanEntryState,
  documents: BankAccountDocuments,
): BankAccountPayloadOutput {
  const accountKeys = new Set(documents.account.map((upload) => upload.key));
  return toBankAccountPayload({
    ...formValues(holderName, entry, documents, null),
    campaignId,
    documentType: (upload) => (accountKeys.has(upload.key) ? "account" : "certificate"),
  });
}

export const CREATE_FAILED = "forms.bank_account.create_failed";

/**
 * Spec 000 §8: a creation failure is shown as the provider.iban error. A 400 names it (or an
 * `iban` key); any other failure shows the generic sentence under the IBAN.
 */
export function creationIbanError(error: unknown): string {
  const fields: FieldErrors = isApiFieldErrors(error) ? error.fields : {};
  return fields["provider.iban"] ?? fields.iban ?? CREATE_FAILED;
}
