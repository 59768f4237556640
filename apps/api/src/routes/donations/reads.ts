import { thankYouPayloadSchema } from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../../context";
import type { DonationRow } from "../../db/schema";
import { certificateRefusalPage } from "../../http/certificate-page";
import { type Ctx, jsonBody, ok, pathId, requireAuth, viewerId } from "../../http/request";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { formatMoney } from "../../lib/money";
import { page, parse } from "../../lib/validate";
import { campaignById } from "../../services/campaigns";
import {
  certificateNumber,
  certificateUrl,
  linkOrigin,
  pdfHeaders,
  renderCertificate,
} from "../../services/certificate";
import { presentCurrency } from "../../services/donation-rules";
import {
  donationPage,
  type PaymentIdViewer,
  presentDonations,
  visiblePaymentId,
} from "../../services/donations";
import { sendMail } from "../../services/mail";
import { currencies } from "../../services/present";

/** A donation read (by id or payment id), its certificate, a campaign's donations, currencies, a thank-you. */
export function donationReadRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

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
