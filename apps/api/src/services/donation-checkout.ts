// A donation's checkout (routes/donations/checkout.ts): who may give to a campaign, the donate
// widget's rules on the payload, the amounts in the campaign's currency, and the donation stored
// with its payment started, inside the idempotent transaction the handler opens.
import { isLocale } from "@causeway/i18n";
import {
  DONATE_MESSAGE,
  type DonateValues,
  donateErrors,
  isEmail,
  type PaymentMethod,
} from "@causeway/rules";
import type { z } from "zod";
import type { Deps } from "../context";
import type { Q, Tx } from "../db/database";
import type { CampaignRow, CurrencyRow, UserRow } from "../db/schema";
import { badRequest, type FieldErrors, forbidden } from "../lib/errors";
import { convert } from "../lib/money";
import { presentTransfer } from "./bank-transfer-payments";
import { campaignById } from "./campaigns";
import { presentCurrency, type zDonation } from "./donation-rules";
import { presentDonations } from "./donations";
import { sendTransferInstructions } from "./transfer-mail";

export type DonationPayload = z.infer<typeof zDonation>;

/** Only verified, active campaigns take donations; owners donate elsewhere (000 §2). */
export function assertTakesDonations(campaign: CampaignRow, user: UserRow | null) {
  if (!campaign.verified || !campaign.active || campaign.finished)
    throw forbidden("donation.validator.campaign_not_verified");
  if (user && campaign.created_by === user.id) throw forbidden("donation.validator.own_campaign");
}

/**
 * The donate widget's rules: the currency's minimum, one of its methods, and a guest's name and
 * e-mail (a guest gives as OTHER or ORGANIZATION with a name); under the payload's field names.
 */
export function donationErrors(
  body: DonationPayload,
  currency: CurrencyRow,
  cur: Map<number, CurrencyRow>,
  user: UserRow | null,
): FieldErrors {
  const errors: FieldErrors = {
    ...donateErrors(
      {
        amount: body.amount,
        tipPercent: 0,
        // The stored taxes' type and kind are plain strings; the rules read minValue and methods.
        currency: presentCurrency(currency, cur) as DonateValues["currency"],
        method: body.payment_method as PaymentMethod,
        isAnonymous: body.is_anon,
        name: body.donator_name ?? "",
        email: body.email ?? "",
      },
      !user,
    ),
  };
  if (errors.method) errors.payment_method = errors.method;
  if (errors.name) errors.donator_name = errors.name;
  delete errors.method;
  delete errors.name;
  // A signed-in donor's e-mail, when given, passes the same check as a guest's.
  if (user && body.email && !isEmail(body.email)) errors.email = DONATE_MESSAGE.email;
  return errors;
}

/** Who gives: USER only signed in, OTHER and ORGANIZATION with a name, CAMPAIGN from one's own. */
export async function assertDonor(db: Q, body: DonationPayload, user: UserRow | null) {
  if (body.donator_type === "USER" && !user)
    throw badRequest({ donator_type: "validation.invalid" });
  if ((body.donator_type === "OTHER" || body.donator_type === "ORGANIZATION") && !body.donator_name)
    throw badRequest({ donator_name: DONATE_MESSAGE.name });
  if (body.donator_type === "CAMPAIGN") {
    const from = body.campaign_from ? await campaignById(db, body.campaign_from) : undefined;
    if (!from || !user || from.created_by !== user.id)
      throw badRequest({ campaign_from: "validation.invalid" });
  }
}

/** An amount given in `currency`, in the campaign's currency through the payout currency. */
export function toCampaignCurrency(
  amount: number,
  currency: CurrencyRow,
  campaignCurrencyId: number,
  cur: Map<number, CurrencyRow>,
) {
  // Rates in millionths.
  if (currency.id === campaignCurrencyId) return amount;
  const inPayout = convert(amount, currency.rate_to_payout_micros);
  const target = cur.get(campaignCurrencyId)?.rate_to_payout_micros ?? 1_000_000;
  return Number((BigInt(inPayout) * 1_000_000n) / BigInt(target));
}

/**
 * Stores the donation PROCESSING, starts its payment with the provider and keeps the payment's
 * id; answers the 201 with the donation and where the donor pays.
 */
export async function startDonation(
  deps: Deps,
  trx: Tx,
  input: {
    campaign: CampaignRow;
    user: UserRow | null;
    body: DonationPayload;
    currency: CurrencyRow;
    cur: Map<number, CurrencyRow>;
    /** The host the donor uses (linkOrigin). */
    origin: string;
    locale: string | undefined;
  },
) {
  const { campaign, user, body, currency, cur, origin } = input;
  const method = body.payment_method as PaymentMethod;
  const toCampaign = (amount: number) =>
    toCampaignCurrency(amount, currency, campaign.currency_id, cur);
  const provisional = `pending_${crypto.randomUUID()}`;
  const row = await trx
    .insertInto("donations")
    .values({
      campaign_id: campaign.id,
      donor_user_id: user?.id ?? null,
      donator_type: body.donator_type,
      donator_name: body.donator_name ?? (user ? user.name || user.username : null),
      email: body.email ?? user?.email ?? null,
      campaign_from_id: body.campaign_from ?? null,
      is_anon: body.is_anon,
      payment_status: "PROCESSING",
      payment_id: provisional,
      payment_method: method,
      amount: Math.max(1, toCampaign(body.amount)),
      tip: toCampaign(body.tip),
      currency_id: campaign.currency_id,
      initiated_amount: body.amount,
      initiated_tip: body.tip,
      initiated_currency_id: body.currency,
      return_url: body.return_url,
      language: isLocale(input.locale) ? input.locale : (user?.language ?? null),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const payment = await deps.payments.start({
    donationId: row.id,
    amount: body.amount,
    tip: body.tip,
    currency: currency.abbreviation,
    method: method,
    returnUrl: body.return_url,
    locale: input.locale,
  });
  const saved = await trx
    .updateTable("donations")
    .set({ payment_id: payment.paymentId, payment_status: payment.status })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // The transfer's details also by e-mail, to make it later from the banking app.
  if (payment.bankTransfer)
    await sendTransferInstructions(deps, trx, saved, campaign, payment.bankTransfer);
  const [donation] = await presentDonations(trx, [saved], origin, {
    user,
    held: saved.payment_id,
  });
  return {
    status: 201,
    body: {
      response: {
        donation,
        payment: {
          provider: method,
          status: payment.status,
          // A page of the provider's on this server (the sandbox's) is given in full.
          redirect_url: payment.redirectUrl
            ? // On the host the donor uses (PUBLIC_URL when set), so what the widget kept in
              // sessionStorage is still there when the payment page sends them back.
              new URL(payment.redirectUrl, origin).href
            : null,
          client_secret: payment.clientSecret,
          publishable_key: payment.publishableKey,
          bank_transfer: payment.bankTransfer ? presentTransfer(payment.bankTransfer) : null,
        },
      },
    },
  };
}
