// A donation's payload (the contract's DonationPayload with the donate widget's rules) and the
// Currency the widget reads.
import { DONATE_MESSAGE, DONATION_MAX, overDonationMax, type PaymentMethod } from "@causeway/rules";
import { z } from "zod";
import type { CurrencyRow } from "../db/schema";
import { currencyRef } from "./present";

// The contract's types (DonationPayload: `tip` and `is_anon` are required, as the widget always
// sends them); the donation rules themselves (minimum, maximum, methods, a guest's name and e-mail)
// are the donate widget's, from @causeway/rules. One payment carries amount and tip
// together, at most DONATION_MAX minor units (the card processor's per-payment maximum).
export const zDonation = z
  .object({
    amount: z
      .number({ error: "donation.validator.amount" })
      .int()
      .max(DONATION_MAX, { error: DONATE_MESSAGE.amountMax }),
    tip: z.number().int().min(0).max(DONATION_MAX, { error: DONATE_MESSAGE.amountMax }),
    currency: z.number().int().min(1),
    payment_method: z.string({ error: DONATE_MESSAGE.method }),
    is_anon: z.boolean(),
    donator_type: z.enum(["USER", "OTHER", "CAMPAIGN", "ORGANIZATION"]),
    donator_name: z.string().trim().max(150).optional(),
    email: z.string().trim().optional(),
    campaign_from: z.number().int().min(1).optional(),
    return_url: z.url({ protocol: /^https?$/, error: "validation.invalid" }),
  })
  .refine((body) => !overDonationMax(body.amount, body.tip), {
    path: ["amount"],
    error: DONATE_MESSAGE.amountMax,
  });

/** The Currency of the contract (what GET /currencies answers and the donate widget reads). */
export function presentCurrency(x: CurrencyRow, cur: Map<number, CurrencyRow>) {
  return {
    id: x.id,
    name: x.name,
    abbreviation: x.abbreviation,
    currencySign: x.sign,
    minValue: x.min_value,
    popular: x.popular,
    zeroBased: x.zero_based,
    active: x.active,
    default: x.is_default,
    stripeFees: { stripeFee: x.stripe_fee, stripeFeePercent: Number(x.stripe_fee_percent) },
    taxes: x.taxes,
    paymentMethods: {
      methods: x.methods as { id: number; name: PaymentMethod }[],
      payoutCurrency: currencyRef(cur, x.payout_currency_id),
    },
  };
}
