// The donation rules of spec 000: amount with a currency minimum, optional tip, payment method,
// anonymous flag, donor details for guests. The donate widget and the server both use them.
import type { Currency, Schema } from "@causeway/api-client";
import { isEmail } from "./report";

export type PaymentMethod = Schema<"PaymentMethod">;

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  "STRIPE",
  "SAFE_CHARGE",
  "PAYPAL",
  "BANK",
  "APPLE_PAY",
];

/** Tip choices, in percent of the donation. No tip is the default: the tip is optional. */
export const TIP_PERCENTS = [0, 5, 10, 15] as const;

/** Multiples of the currency's minimum offered as presets (5 € minimum: 10, 25, 50, 100 €). */
const PRESET_MULTIPLES = [2, 5, 10, 20] as const;

export const DONATE_MESSAGE = {
  amountRequired: "donate.error.amount_required",
  amountMin: "donate.error.amount_min",
  name: "donate.error.name_required",
  email: "donate.error.email_invalid",
  method: "donate.error.method_required",
} as const;

export type DonateProblem = (typeof DONATE_MESSAGE)[keyof typeof DONATE_MESSAGE];

/** Preset amounts in whole major units, from the currency's minimum (minor units). */
export function defaultPresets(minValue: number): number[] {
  const minMajor = Math.max(1, Math.ceil(minValue / 100));
  return PRESET_MULTIPLES.map((multiple) => minMajor * multiple);
}

/** The tip in minor units: `percent` of the amount, rounded half up, integer maths only. */
export function tipAmount(amountMinor: number, percent: number): number {
  if (amountMinor <= 0 || percent <= 0) return 0;
  return Math.floor((amountMinor * percent + 50) / 100);
}

/** The methods the currency takes; every method when the currency lists none. */
export function methodsFor(
  currency: { paymentMethods: { methods: readonly { name: PaymentMethod }[] } } | null,
): PaymentMethod[] {
  const listed = currency?.paymentMethods.methods.map((method) => method.name) ?? [];
  return listed.length === 0
    ? [...PAYMENT_METHODS]
    : PAYMENT_METHODS.filter((m) => listed.includes(m));
}

export interface DonateValues {
  /** Minor units; 0 when nothing is chosen. */
  amount: number;
  tipPercent: number;
  currency: Currency | null;
  method: PaymentMethod | null;
  isAnonymous: boolean;
  name: string;
  email: string;
}

export type DonateErrors = Partial<Record<"amount" | "method" | "name" | "email", DonateProblem>>;

/** What blocks a donation, per field. Guests give a name and a valid e-mail (receipt). */
export function donateErrors(values: DonateValues, isGuest: boolean): DonateErrors {
  const errors: DonateErrors = {};
  if (values.amount <= 0) errors.amount = DONATE_MESSAGE.amountRequired;
  else if (values.currency && values.amount < values.currency.minValue) {
    errors.amount = DONATE_MESSAGE.amountMin;
  }
  if (!values.method || !methodsFor(values.currency).includes(values.method)) {
    errors.method = DONATE_MESSAGE.method;
  }
  if (isGuest) {
    if (values.name.trim() === "") errors.name = DONATE_MESSAGE.name;
    if (!isEmail(values.email)) errors.email = DONATE_MESSAGE.email;
  }
  return errors;
}

/** The DonationPayload of the contract. A guest gives as OTHER with a name and an e-mail. */
export function toDonationPayload(
  values: DonateValues,
  options: { isGuest: boolean; returnUrl: string },
): Schema<"DonationPayload"> {
  const payload: Schema<"DonationPayload"> = {
    amount: values.amount,
    tip: tipAmount(values.amount, values.tipPercent),
    currency: values.currency?.id ?? 0,
    payment_method: values.method ?? "STRIPE",
    is_anon: values.isAnonymous,
    donator_type: options.isGuest ? "OTHER" : "USER",
    return_url: options.returnUrl,
  };
  if (options.isGuest) {
    payload.donator_name = values.name.trim();
    payload.email = values.email.trim();
  }
  return payload;
}
