/**
 * The provider's bank fields in the order they show, for the error summary of every form using
 * them: each path is the payload key it becomes (000 §3), so a 400's FieldErrors name it as is.
 */
export const PROVIDER_BANK_FIELD_ORDER = [
  "provider.iban",
  "provider.currency",
  "provider.bic",
  "provider.country",
  "provider.bank",
  "provider.holder_name",
] as const;
