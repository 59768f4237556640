// The sandbox card provider's hosted payment page (routes/sandbox-pay.ts): the card payment it
// pays, where the donor goes back to, which outcome the form chose, and the outcome applied.
import type { Q } from "../db/database";
import type { PaymentOutcome, SandboxPayments } from "./payments";
import {
  type CardErrors,
  type CardForm,
  cardBehaviour,
  cardDigits,
  cardErrors,
} from "./sandbox-cards";

/** The donation behind `paymentId`, with its campaign and currency, if this page pays it. */
export async function hostedPayment(db: Q, payments: SandboxPayments, paymentId: string) {
  if (paymentId.length > 100 || !payments.owns(paymentId)) return undefined;
  const row = await db
    .selectFrom("donations")
    .innerJoin("campaigns", "campaigns.id", "donations.campaign_id")
    .innerJoin("currencies", "currencies.id", "donations.initiated_currency_id")
    .select([
      "donations.id",
      "donations.payment_id",
      "donations.payment_method",
      "donations.payment_status",
      "donations.initiated_amount",
      "donations.initiated_tip",
      "donations.return_url",
      "campaigns.name as campaign",
      "campaigns.slug",
      "currencies.abbreviation",
      "currencies.zero_based",
    ])
    .where("donations.payment_id", "=", paymentId)
    .executeTakeFirst();
  return row && payments.hosts(row.payment_method) ? row : undefined;
}
export type HostedPayment = NonNullable<Awaited<ReturnType<typeof hostedPayment>>>;

/** The donation's return address (an http(s) one, else the site's checkout page) and the result. */
export function returnAddress(
  row: Pick<HostedPayment, "id" | "payment_id" | "return_url" | "slug">,
  status: string,
  publicUrl: string,
) {
  let url: URL;
  try {
    url = new URL(row.return_url ?? "");
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("scheme");
  } catch {
    url = new URL(`/campaign/${encodeURIComponent(row.slug)}/checkout`, publicUrl);
  }
  url.searchParams.set("donation", String(row.id));
  url.searchParams.set("payment_id", row.payment_id);
  url.searchParams.set("status", status);
  return url;
}

/**
 * What the submitted form chose: an outcome (cancelled; a 3-D Secure answer for the card that asks
 * one; a test card's behaviour), else the page to show again: the challenge (400 when unanswered,
 * 200 when the card first asks it) or the card form with its errors.
 */
export type FormChoice =
  | { outcome: PaymentOutcome }
  | { challenge: string; status: 200 | 400 }
  | { values: CardForm; errors: CardErrors };

export function chosenOutcome(field: (name: string) => string, now?: Date): FormChoice {
  const kind = field("action");
  if (kind === "cancel") return { outcome: "CANCELLED" };
  if (kind === "challenge" && cardBehaviour(field("number")) === "challenge") {
    const answer = field("answer");
    if (answer !== "pass" && answer !== "fail")
      return { challenge: cardDigits(field("number")), status: 400 };
    return { outcome: answer === "pass" ? "PROCESSED" : "FAILED" };
  }
  const values: CardForm = { number: field("number"), expiry: field("expiry"), cvc: field("cvc") };
  const errors = cardErrors(values, now);
  if (Object.keys(errors).length) return { values, errors };
  const behaviour = cardBehaviour(values.number);
  if (behaviour === "challenge") return { challenge: cardDigits(values.number), status: 200 };
  return { outcome: behaviour === "success" ? "PROCESSED" : "FAILED" };
}

/** The outcome applied (once), and what the donation is now (a simultaneous one may have come first). */
export async function settleHosted(
  db: Q,
  payments: SandboxPayments,
  row: Pick<HostedPayment, "id" | "payment_id">,
  outcome: PaymentOutcome,
) {
  const status = async () =>
    (
      await db
        .selectFrom("donations")
        .select("payment_status")
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow()
    ).payment_status;
  // The sandbox's page ends a payment once: a decline is final here (a live card provider may
  // still take another card after one, which its webhook tells).
  const before = await status();
  if (before !== "PROCESSING") return before;
  await payments.settle(row.payment_id, outcome);
  return status();
}
