import {
  DONATE_MESSAGE,
  DONATION_MAX,
  type DonateValues,
  donateErrors,
  isEmail,
  overDonationMax,
  type PaymentMethod,
  thankYouPayloadSchema,
} from "@causeway/forms/rules";
import type { Hono } from "hono";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../context";
import type { CurrencyRow, DonationRow } from "../db/schema";
import { certificateRefusalPage } from "../http/certificate-page";
import { type Ctx, jsonBody, ok, pathId, requireAuth, viewerId } from "../http/request";
import { badRequest, type FieldErrors, forbidden, notFound } from "../lib/errors";
import { convert, formatMoney } from "../lib/money";
import { page, parse } from "../lib/validate";
import { campaignById } from "../services/campaigns";
import {
  certificateNumber,
  certificateUrl,
  linkOrigin,
  pdfHeaders,
  renderCertificate,
} from "../services/certificate";
import {
  donationPage,
  type PaymentIdViewer,
  presentDonations,
  visiblePaymentId,
} from "../services/donations";
import { idempotent } from "../services/idempotency";
import { sendMail } from "../services/mail";
import { notify } from "../services/notify";
import type { PaymentOutcome } from "../services/payments";
import { currencies, currencyRef } from "../services/present";

// The contract's types (DonationPayload: `tip` and `is_anon` are required, as the widget always
// sends them); the donation rules themselves (minimum, maximum, methods, a guest's name and e-mail)
// are the donate widget's, from @causeway/forms/rules. One payment carries amount and tip
// together, at most DONATION_MAX minor units (the card processor's per-payment maximum).
const zDonation = z
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
function presentCurrency(x: CurrencyRow, cur: Map<number, CurrencyRow>) {
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

export function donationRoutes(app: Hono<Env>, deps: Deps) {
  const { db, payments } = deps;

  /** Ends a PROCESSING payment once: the donation, or undefined when it was not PROCESSING. */
  const settle = (paymentId: string, status: PaymentOutcome) =>
    db
      .updateTable("donations")
      .set({ payment_status: status, updated_at: new Date() })
      .where("payment_id", "=", paymentId)
      .where("payment_status", "=", "PROCESSING")
      .returningAll()
      .executeTakeFirst();
  /** Whether the payment is known (then an outcome that changed nothing is delivered anyway). */
  const known = async (paymentId: string) =>
    (await db
      .selectFrom("donations")
      .select("id")
      .where("payment_id", "=", paymentId)
      .executeTakeFirst()) !== undefined;

  // The sandbox (or a real provider's webhook) confirms a payment: PROCESSING -> PROCESSED.
  // A confirmation may come before the donation's transaction has committed: answering false
  // has the provider deliver it again.
  payments.onProcessed(async (paymentId) => {
    const row = await settle(paymentId, "PROCESSED");
    if (!row) return known(paymentId);
    const campaign = await campaignById(db, row.campaign_id);
    if (!campaign) return true;
    const emit = await notify(db, campaign.created_by, "CAMPAIGN_FUNDS_COLLECTED", {
      campaign_name: campaign.name,
      slug: campaign.slug,
      amount: row.amount,
      currency: currencyRef(await currencies(db), row.currency_id),
    });
    emit(deps.realtime);
    deps.log.info("donation processed", { donation: row.id, campaign: campaign.id });
    return true;
  });
  // A payment that will not be paid (declined, a failed 3-D Secure check, cancelled by the donor)
  // ends the donation; it never counts, and the donor's checkout page says what happened.
  payments.onFailed(async (paymentId, outcome) => {
    const row = await settle(paymentId, outcome);
    if (!row) return known(paymentId);
    deps.log.info("donation not paid", { donation: row.id, outcome });
    return true;
  });
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

  /** Who is asking, for the payment id's visibility: the signed-in user and the id they hold. */
  const viewer = (c: Ctx): PaymentIdViewer => ({
    user: c.get("auth")?.user,
    held: c.req.query("payment_id"),
  });

  /** The donor, the campaign owner, staff, or anyone holding the payment id. */
  const readable = async (c: Ctx): Promise<DonationRow> => {
    const row = await db
      .selectFrom("donations")
      .selectAll()
      .where("id", "=", pathId(c, "id"))
      .executeTakeFirst();
    if (!row) throw notFound();
    const user = c.get("auth")?.user;
    if (c.req.query("payment_id") === row.payment_id) return row;
    if (user && (row.donor_user_id === user.id || isAdmin(user))) return row;
    const campaign = await db
      .selectFrom("campaigns")
      .select("created_by")
      .where("id", "=", row.campaign_id)
      .executeTakeFirst();
    if (user && campaign?.created_by === user.id) return row;
    throw forbidden();
  };

  app.get("/api/v2/donation/:id", async (c) => {
    const row = await readable(c);
    const [donation] = await presentDonations(
      db,
      [row],
      linkOrigin(c.req.url, deps.config),
      viewer(c),
    );
    return c.json({ response: donation });
  });

  // The checkout return (issue 13): a provider's page sends the donor back knowing only its
  // payment id; the donation was stored PROCESSING before the donor left, and is found by it.
  // Holding the payment id is what lets one read it, a guest donor too.
  app.get("/api/v2/donation/payment/:paymentId", async (c) => {
    const paymentId = c.req.param("paymentId");
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(paymentId)) throw notFound();
    const row = await db
      .selectFrom("donations")
      .selectAll()
      .where("payment_id", "=", paymentId)
      .executeTakeFirst();
    if (!row) throw notFound();
    const [donation] = await presentDonations(db, [row], linkOrigin(c.req.url, deps.config), {
      user: c.get("auth")?.user,
      held: paymentId,
    });
    return c.json({ response: donation });
  });

  app.get("/api/v2/donation/:id/certificate", async (c) => {
    const row = await readable(c);
    if (row.payment_status !== "PROCESSED") throw notFound("donation.certificate.not_ready");
    // The link carries the payment id when the caller may see it (a guest donor holding it, the
    // donor, staff): a browser opening it sends no token. Others download with their token.
    const origin = linkOrigin(c.req.url, deps.config);
    return c.json({
      response: { url: certificateUrl(origin, row.id, visiblePaymentId(row, viewer(c))) },
    });
  });

  // The certificate itself: a PDF, under the donation's access rules, once PROCESSED. A refusal
  // answered to a browser opening the link is a page, not JSON.
  app.use("/api/v2/donation/:id/certificate.pdf", certificateRefusalPage);
  app.get("/api/v2/donation/:id/certificate.pdf", async (c) => {
    const row = await readable(c);
    if (row.payment_status !== "PROCESSED") throw notFound("donation.certificate.not_ready");
    const [[donation], cur] = await Promise.all([
      presentDonations(db, [row], linkOrigin(c.req.url, deps.config), viewer(c)),
      currencies(db),
    ]);
    const currency = cur.get(row.currency_id);
    const number = certificateNumber(row.id, row.created_at);
    const pdf = await renderCertificate({
      number,
      donor: row.is_anon || !donation?.donator?.name ? "Anonymous" : donation.donator.name,
      campaign: donation?.campaign.name ?? "",
      amount: formatMoney(
        row.amount,
        currency?.abbreviation ?? "EUR",
        "en",
        currency?.zero_based ?? false,
      ),
      date: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(row.created_at),
      ),
    });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, pdfHeaders(number));
  });

  app.get("/api/v2/currencies", async (c) => {
    const activeOnly = c.req.query("active") !== "false";
    const cur = await currencies(db);
    const list = [...cur.values()]
      .filter((x) => !activeOnly || x.active)
      .map((x) => presentCurrency(x, cur));
    return c.json({ response: { currencies: list } });
  });

  app.get("/api/v2/campaign/:id/donations", async (c) => {
    const campaign = await campaignById(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const query = parse(
      z.object({
        order: z.enum(["newest", "amount"]).default("newest"),
        filters: z.string().optional(),
      }),
      c.req.query(),
    );
    const types = (query.filters ?? "")
      .split(",")
      .map((s) => s.trim().toUpperCase())
      .filter((s) => ["USER", "OTHER", "CAMPAIGN", "ORGANIZATION"].includes(s));
    let base = db
      .selectFrom("donations")
      .where("campaign_id", "=", campaign.id)
      .where("payment_status", "=", "PROCESSED");
    if (types.length)
      base = base.where("donator_type", "in", types as DonationRow["donator_type"][]);
    const order = (q: typeof base) =>
      query.order === "amount" ? q.orderBy("amount", "desc") : q.orderBy("created_at", "desc");
    return c.json({
      response: await donationPage(
        db,
        base,
        order,
        { offset, limit },
        linkOrigin(c.req.url, deps.config),
        viewer(c),
      ),
    });
  });

  app.post("/api/v2/campaign/donations/:id/thank-you-email", async (c) => {
    const { user } = requireAuth(c);
    const row = await db
      .selectFrom("donations")
      .selectAll()
      .where("id", "=", pathId(c, "id"))
      .executeTakeFirst();
    if (!row) throw notFound();
    const campaign = await campaignById(db, row.campaign_id);
    if (!campaign) throw notFound();
    if (campaign.created_by !== user.id) throw forbidden();
    const body = parse(thankYouPayloadSchema, await jsonBody(c));
    let to = row.email;
    if (!to && row.donor_user_id) {
      to =
        (
          await db
            .selectFrom("users")
            .select("email")
            .where("id", "=", row.donor_user_id)
            .executeTakeFirst()
        )?.email ?? null;
    }
    if (!to) throw badRequest({ message: "donation.thank_you.no_address" });
    await sendMail(db, deps.log, {
      to,
      template: "thank_you",
      subject: `Thank you from ${campaign.name}`,
      body: body.message,
      data: { donation_id: row.id },
    });
    await db.updateTable("donations").set({ thank_you: true }).where("id", "=", row.id).execute();
    void viewerId;
    return c.json(ok);
  });
}
