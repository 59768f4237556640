// The spec's payment methods (000 §1), in its order: a module of its own, so that what needs only
// the list (the staff console's live methods) does not bring the donation rules with it.
import type { PaymentMethod } from "./contract";

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  "STRIPE",
  "SAFE_CHARGE",
  "PAYPAL",
  "BANK",
  "APPLE_PAY",
];
