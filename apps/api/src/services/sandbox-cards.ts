// The sandbox card provider's test cards and its card form's checks (the numbers are Stripe's
// test cards, so a developer who knows one provider knows this one).

/** What a test card does when it pays. */
export type CardBehaviour = "success" | "decline" | "challenge";

export const TEST_CARDS: readonly { number: string; behaviour: CardBehaviour }[] = [
  { number: "4242424242424242", behaviour: "success" },
  { number: "4000000000000002", behaviour: "decline" },
  { number: "4000002760003184", behaviour: "challenge" },
];

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardForm;

/** Each field's problem, as a dictionary key (sandbox.pay.error.*). */
export type CardErrors = Partial<Record<CardField, string>>;

/** The digits of a card number as typed or pasted: spaces and dashes between groups go. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, "");

/** Groups of four, as printed on the card. */
export const cardGroups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** The test card's behaviour, or undefined for any other number. */
export function cardBehaviour(typed: string): CardBehaviour | undefined {
  const digits = cardDigits(typed);
  return TEST_CARDS.find((card) => card.number === digits)?.behaviour;
}

/** The Luhn checksum every card number carries. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MMYY, MM/YYYY): the month and the full year, or undefined. */
function parseExpiry(typed: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})$/.exec(typed.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** The card form's problems, each under its field; none means the card can be charged. */
export function cardErrors(form: CardForm, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(form.number);
  if (digits === "") errors.number = "sandbox.pay.error.number_missing";
  else if (!/^\d{13,19}$/.test(digits) || !luhn(digits))
    errors.number = "sandbox.pay.error.number_invalid";
  else if (!cardBehaviour(digits)) errors.number = "sandbox.pay.error.number_not_test";
  const expiry = parseExpiry(form.expiry);
  if (!expiry) errors.expiry = "sandbox.pay.error.expiry_invalid";
  else if (
    expiry.year < now.getUTCFullYear() ||
    (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)
  )
    errors.expiry = "sandbox.pay.error.expiry_past";
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = "sandbox.pay.error.cvc_invalid";
  return errors;
}
