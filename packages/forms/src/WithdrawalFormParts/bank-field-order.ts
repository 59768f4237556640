/** The provider's bank fields in the order they show, for the error summary of every form using them. */
export const PROVIDER_BANK_FIELD_ORDER = [
  "bank.iban",
  "bank.currency",
  "bank.bic",
  "bank.country",
  "bank.bank",
  "bank.holderName",
] as const;
