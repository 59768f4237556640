// Errors of a transfer payload (client check or a 400) onto the transfer form's fields.
export type TransferField = "amount" | "campaign" | "letter" | "form";

const FIELD_OF: Record<string, TransferField> = {
  amount: "amount",
  campaign_to: "campaign",
  motivational_message: "letter",
  currency: "form",
  campaign_from: "form",
};

/** First message per field, in the order of the form. */
export function transferErrorsOf(
  errors: Record<string, string>,
): Partial<Record<TransferField, string>> {
  const byField: Partial<Record<TransferField, string>> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = FIELD_OF[key] ?? "form";
    byField[field] ??= message;
  }
  return byField;
}

export const TRANSFER_FIELD_ORDER: readonly TransferField[] = [
  "amount",
  "campaign",
  "letter",
  "form",
];
