// Every dictionary key a rule of this package returns. The keys the spec names are kept exactly;
// the others are ours, under "forms.". messages.test.ts checks each is in all 14 dictionaries.

/** What still blocks a submit, as the dictionary key of a plain sentence. */
export const BLOCKER = {
  amount: "withdraw.validator.sum_greater_zero",
  reasons: "withdraw.validator.choose_cost",
  recipient: "withdraw.validator.enter_recipient",
  iban: "withdraw.enter_iban",
  comment: "withdraw.write_comment",
  documents: "withdraw.no_documents_appended",
  documentsUploading: "forms.blocker.documents_uploading",
  documentsFailed: "forms.blocker.documents_failed",
  currency: "forms.blocker.currency",
  bic: "forms.blocker.bic",
  country: "forms.blocker.country",
  bank: "forms.blocker.bank",
  holder: "forms.blocker.holder",
  ibanInvalid: "forms.blocker.iban_invalid",
  bankDocuments: "forms.blocker.bank_documents",
  transferCampaign: "forms.blocker.transfer_campaign",
  motivationalMessage: "forms.blocker.motivational_message",
} as const;

export type FormBlocker = (typeof BLOCKER)[keyof typeof BLOCKER];

/** A submit button's state: enabled, or the list of what the user still has to do. */
export interface SubmitState {
  enabled: boolean;
  blockers: FormBlocker[];
}

export function submitState(blockers: FormBlocker[]): SubmitState {
  return { enabled: blockers.length === 0, blockers };
}
