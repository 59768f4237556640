import {
  DONATE_MESSAGE,
  type DonateValues,
  donateErrors,
  isEmail,
  type PaymentMethod,
} from "@causeway/rules";
import type { Hono } from "hono";
import type { Deps, Env } from "../../context";
import { jsonBody, pathId } from "../../http/request";
import { badRequest, type FieldErrors, forbidden, notFound } from "../../lib/errors";
import { convert } from "../../lib/money";
import { parse } from "../../lib/validate";
import { campaignById } from "../../services/campaigns";
import { linkOrigin } from "../../services/certificate";
import { settleDonations } from "../../services/donation-payments";
import { presentCurrency, zDonation } from "../../services/donation-rules";
import { presentDonations } from "../../services/donations";
import { idempotent } from "../../services/idempotency";
import { currencies } from "../../services/present";

/** A donation: its payment started with the provider, in one idempotent transaction. */
export function donationCheckoutRoutes(app: Hono<Env>, deps: Deps) {
  const { db, payments } = deps;
  settleDonations(deps);

  app.post("/api/v2/campaign/:id/donation", async (c) => {
    const campaign = await campaignById(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    const user = c.get("auth")?.user ?? null;
    // Only verified, active campaigns take donations; owners donate elsewhere (000 §2).
    if (!campaign.verified || !campaign.active || campaign.finished)
      throw forbidden("donation.validator.campaign_not_verified");
    if (user && campaign.created_by === user.id) throw forbidden("donation.validator.own_campaign");
    const body = parse(zDonation, await jsonBody(c));
    const cur = await currencies(db);
    const currency = cur.get(body.currency);
    if (!currency?.active) throw badRequest({ currency: "donation.validator.currency" });
    // The donate widget's rules: the currency's minimum, one of its methods, and a guest's name
    // and e-mail (a guest gives as OTHER or ORGANIZATION with a name).
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
    if (Object.keys(errors).length) throw badRequest(errors);
    const method = body.payment_method as PaymentMethod;
    if (body.donator_type === "USER" && !user)
      throw badRequest({ donator_type: "validation.invalid" });
    if (
      (body.donator_type === "OTHER" || body.donator_type === "ORGANIZATION") &&
      !body.donator_name
    )
      throw badRequest({ donator_name: DONATE_MESSAGE.name });
    if (body.donator_type === "CAMPAIGN") {
      const from = body.campaign_from ? await campaignById(db, body.campaign_from) : undefined;
      if (!from || !user || from.created_by !== user.id)
        throw badRequest({ campaign_from: "validation.invalid" });
    }
    // Converted into the campaign currency through the payout currency (rates in millionths).
    const toCampaign = (amount: number) => {
      if (body.currency === campaign.currency_id) return amount;
      const inPayout = convert(amount, currency.rate_to_payout_micros);
      const target = cur.get(campaign.currency_id)?.rate_to_payout_micros ?? 1_000_000;
      return Number((BigInt(inPayout) * 1_000_000n) / BigInt(target));
    };
    const key = c.req.header("idempotency-key");
    const scope = `donation:${user?.id ?? `guest:${body.email}`}:${campaign.id}`;
    const answer = await idempotent(deps, scope, key, body, async (trx) => {
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
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const payment = await payments.start({
        donationId: row.id,
        amount: body.amount,
        tip: body.tip,
        currency: currency.abbreviation,
        method: method,
        returnUrl: body.return_url,
        locale: c.req.query("lang"),
      });
      const saved = await trx
        .updateTable("donations")
        .set({ payment_id: payment.paymentId, payment_status: payment.status })
        .where("id", "=", row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const [donation] = await presentDonations(trx, [saved], linkOrigin(c.req.url, deps.config), {
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
                  new URL(payment.redirectUrl, linkOrigin(c.req.url, deps.config)).href
                : null,
              client_secret: payment.clientSecret,
            },
          },
        },
      };
    });
    return c.json(answer.body as object, answer.status as 201);
  });
}
