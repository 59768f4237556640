// The shapes of the API contract (packages/api-client/openapi.yaml) that the rules read, written
// as the parts they need: @causeway/rules depends on no workspace package, so a value typed by
// @causeway/api-client (or by the server) fits these structurally, and TypeScript checks it where
// the two meet (the widgets and the server's handlers).

/** The contract's PaymentMethod. */
export type PaymentMethod = "STRIPE" | "SAFE_CHARGE" | "PAYPAL" | "BANK" | "APPLE_PAY";

/** The contract's CurrencyRef: a currency named in a bank account or a withdrawal. */
export interface CurrencyRef {
  id: number;
  /** ISO 4217 code. */
  abbreviation: string;
  name: string;
}

/** What the donation rules read of the contract's Currency. */
export interface DonationCurrency {
  id: number;
  abbreviation: string;
  /** Minor units: the smallest donation in this currency. */
  minValue: number;
  /** True for currencies shown without minor units (HUF, JPY); amounts are still × 100. */
  zeroBased: boolean;
  paymentMethods: { methods: readonly { name: PaymentMethod }[] };
}

/** The contract's DonationPayload. */
export interface DonationPayload {
  amount: number;
  tip: number;
  currency: number;
  payment_method: PaymentMethod;
  is_anon: boolean;
  donator_type: "USER" | "OTHER" | "ORGANIZATION" | "CAMPAIGN";
  donator_name?: string;
  email?: string;
  campaign_from?: number;
  return_url: string;
}
