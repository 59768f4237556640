// The bank-account creation payload of 000 §3 (BankAccountPayload of the contract) and its builder.
import * as z from "zod/mini";
import type { BankAccountFormValues } from "../bank-account-submit";
import { RECIPIENT_NAME_MAX } from "../constants";
import { normalizeIban } from "../iban";
import { BLOCKER } from "../messages";
import { type Upload, uploadedFiles } from "../uploads";
import {
  bank,
  bic,
  country,
  filled,
  iban,
  id,
  maxChars,
  SCHEMA_MESSAGE,
  singleLine,
} from "./fields";

export type BankDocumentType = "account" | "certificate";

export const bankAccountPayloadSchema = z.object({
  campaign_id: id(),
  bic: bic(),
  country: country(),
  bank: bank(),
  iban: iban(),
  /** The account holder (issue 25); a client that sends none gets the campaign's beneficiary. */
  holder_name: z.optional(
    z.string().check(filled(BLOCKER.holder), maxChars(RECIPIENT_NAME_MAX), singleLine()),
  ),
  currency: id(BLOCKER.currency),
  documents: z
    .array(z.object({ id: id(), type: z.enum(["account", "certificate"], SCHEMA_MESSAGE.invalid) }))
    .check(z.minLength(1, BLOCKER.bankDocuments)),
});

export type BankAccountPayloadOutput = z.output<typeof bankAccountPayloadSchema>;

/**
 * The form's values as the payload. Each uploaded document carries the type the user filed it
 * under (account statement or bank certificate); only documents with a media id are sent.
 */
export function toBankAccountPayload(
  values: BankAccountFormValues & {
    campaignId: number;
    documentType: (upload: Upload) => BankDocumentType;
  },
): BankAccountPayloadOutput {
  return {
    campaign_id: values.campaignId,
    bic: values.bic.trim().toUpperCase(),
    country: values.country.trim().toUpperCase(),
    bank: values.bank.trim(),
    iban: normalizeIban(values.iban),
    holder_name: values.holderName.trim(),
    currency: values.currency?.id ?? 0,
    documents: uploadedFiles(values.documents).map((upload) => ({
      id: upload.mediaId,
      type: values.documentType(upload),
    })),
  };
}
