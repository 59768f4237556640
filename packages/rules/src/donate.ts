// The donation rules of spec 000: amount with a currency minimum, optional tip, payment method,
// anonymous flag, donor details for guests. The donate widget and the server both use them.
import {
  AMOUNT_TEXT_MESSAGE,
  type AmountTextProblem,
  currencyFractionDigits,
  parseAmountText,
} from "./amount";
import type { DonationCurrency, DonationPayload, PaymentMethod } from "./contract";
import { PAYMENT_METHODS } from "./payment-methods";
import { isEmail } from "./report";

export type { PaymentMethod };
export { PAYMENT_METHODS };

/** Tip choices, in percent of the donation. No tip is the default: the tip is optional. */
export const TIP_PERCENTS = [0, 5, 10, 15] as const;

/** Multiples of the currency's minimum offered as presets (5 € minimum: 10, 25, 50, 100 €). */
const PRESET_MULTIPLES = [2, 5, 10, 20] as const;

/**
 * The most one payment may carry, amount and tip together, in minor units: the card processor's
 * per-payment maximum (Stripe: 99,999,999, i.e. 999,999.99 of a currency of cents).
 */
export const DONATION_MAX = 99_999_999;

/** True when one payment of `amount` and `tip` (minor units) would be above DONATION_MAX. */
export function overDonationMax(amount: number, tip: number): boolean {
  return amount > DONATION_MAX || tip > DONATION_MAX || amount + tip > DONATION_MAX;
}

export const DONATE_MESSAGE = {
  amountRequired: "donate.error.amount_required",
  amountMin: "donate.error.amount_min",
  amountMax: "donate.error.amount_max",
  amountFormat: AMOUNT_TEXT_MESSAGE.format,
  amountDecimals: AMOUNT_TEXT_MESSAGE.decimals,
  amountWhole: AMOUNT_TEXT_MESSAGE.whole,
  amountNegative: AMOUNT_TEXT_MESSAGE.sign,
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

type AmountCurrency = Pick<DonationCurrency, "abbreviation" | "zeroBased"> | null;

const AMOUNT_PROBLEM: Record<AmountTextProblem, DonateProblem> = AMOUNT_TEXT_MESSAGE;

/** Decimals a donation in this currency may carry: 2, or 0 for whole units (HUF, JPY). */
export function donationFractionDigits(currency: AmountCurrency): number {
  return currencyFractionDigits(currency?.abbreviation ?? "EUR", currency?.zeroBased);
}

/**
 * The "other amount" as typed or pasted, in minor units, read by parseAmountText with the
 * locale's decimal separator and the currency's decimals: "12,50" and "12.5" are 1250 in every
 * locale, "1.250" is 125000 in de and bg, "€12.50" is 1250. What cannot be read is 0 with the
 * problem to show ("-50" is refused as negative, never given as 50); nothing is guessed.
 */
export function donationAmount(
  text: string,
  currency: AmountCurrency,
  locale?: string,
): { amount: number; problem?: DonateProblem } {
  const read = parseAmountText(text, { locale, fractionDigits: donationFractionDigits(currency) });
  return read.ok ? { amount: read.minor } : { amount: 0, problem: AMOUNT_PROBLEM[read.problem] };
}

/** The largest amount one payment may carry in this currency (whole units: 999,999). */
export function donationMax(currency: AmountCurrency): number {
  return donationFractionDigits(currency) === 0
    ? DONATION_MAX - (DONATION_MAX % 100)
    : DONATION_MAX;
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
  /** Why the typed amount could not be read (see donationAmount); `amount` is 0 then. */
  amountProblem?: DonateProblem;
  tipPercent: number;
  /** The tip in minor units when it is known as sent (the server); else from `tipPercent`. */
  tip?: number;
  currency: DonationCurrency | null;
  method: PaymentMethod | null;
  isAnonymous: boolean;
  name: string;
  email: string;
}

export type DonateErrors = Partial<Record<"amount" | "method" | "name" | "email", DonateProblem>>;

/** What blocks a donation, per field. Guests give a name and a valid e-mail (receipt). */
export function donateErrors(values: DonateValues, isGuest: boolean): DonateErrors {
  const errors: DonateErrors = {};
  const tip = values.tip ?? tipAmount(values.amount, values.tipPercent);
  if (values.amountProblem) errors.amount = values.amountProblem;
  else if (values.amount <= 0) errors.amount = DONATE_MESSAGE.amountRequired;
  else if (values.currency && values.amount < values.currency.minValue) {
    errors.amount = DONATE_MESSAGE.amountMin;
  } else if (overDonationMax(values.amount, tip)) errors.amount = DONATE_MESSAGE.amountMax;
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
): DonationPayload {
  const payload: DonationPayload = {
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
