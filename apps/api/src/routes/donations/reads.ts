import { thankYouPayloadSchema } from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../../context";
import type { DonationRow } from "../../db/schema";
import { certificateRefusalPage } from "../../http/certificate-page";
import { type Ctx, jsonBody, ok, pathId, requireAuth } from "../../http/request";
import { forbidden, notFound } from "../../lib/errors";
import { page, parse } from "../../lib/validate";
import { presentTransfer, waitingTransfer } from "../../services/bank-transfer-payments";
import { campaignById } from "../../services/campaigns";
import { certificateUrl, linkOrigin, pdfHeaders } from "../../services/certificate";
import {
  campaignDonations,
  donationByPaymentId,
  donationCertificate,
  donatorTypes,
  ownersDonation,
  readableDonation,
  sendThankYou,
} from "../../services/donation-reads";
import { presentCurrency } from "../../services/donation-rules";
import { type PaymentIdViewer, presentDonations, visiblePaymentId } from "../../services/donations";
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
  const readable = (c: Ctx) =>
    readableDonation(db, pathId(c, "id"), {
      user: c.get("auth")?.user,
      heldPaymentId: c.req.query("payment_id"),
    });

  /** One donation as its reader gets it: with a waiting transfer's details for its donor. */
  const presentOne = async (c: Ctx, row: DonationRow, seen: PaymentIdViewer) => {
    const [donation] = await presentDonations(db, [row], linkOrigin(c.req.url, deps.config), seen);
    const currency = (await currencies(db)).get(row.initiated_currency_id)?.abbreviation;
    const transfer = waitingTransfer(
      deps.config.bankTransfer,
      row,
      currency,
      visiblePaymentId(row, seen),
    );
    return transfer ? { ...donation, bank_transfer: presentTransfer(transfer) } : donation;
  };

  app.get("/api/v2/donation/:id{[0-9]+}", async (c) => {
    const row = await readable(c);
    return c.json({ response: await presentOne(c, row, viewer(c)) });
  });

  // The checkout return (issue 13): a provider's page sends the donor back knowing only its
  // payment id; the donation was stored PROCESSING before the donor left, and is found by it.
  // Holding the payment id is what lets one read it, a guest donor too.
  app.get("/api/v2/donation/payment/:paymentId", async (c) => {
    const paymentId = c.req.param("paymentId");
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(paymentId)) throw notFound();
    const row = await donationByPaymentId(db, paymentId);
    if (!row) throw notFound();
    const seen = { user: c.get("auth")?.user, held: paymentId };
    return c.json({ response: await presentOne(c, row, seen) });
  });

  app.get("/api/v2/donation/:id{[0-9]+}/certificate", async (c) => {
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
  app.get("/api/v2/donation/:id{[0-9]+}/certificate.pdf", async (c) => {
    const row = await readable(c);
    if (row.payment_status !== "PROCESSED") throw notFound("donation.certificate.not_ready");
    const { number, pdf } = await donationCertificate(
      db,
      row,
      linkOrigin(c.req.url, deps.config),
      viewer(c),
    );
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

  app.get("/api/v2/campaign/:id{[0-9]+}/donations", async (c) => {
    const campaign = await campaignById(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const query = parse(
      z.object({
        order: z.enum(["newest", "amount"]).default("newest"),
        filters: z.string().optional(),
        states: z.enum(["processed", "all"]).default("processed"),
      }),
      c.req.query(),
    );
    // What is not paid yet, or was given back, is the campaign's owner's and staff's to see.
    if (query.states === "all") {
      const user = c.get("auth")?.user;
      if (!user || (user.id !== campaign.created_by && !isAdmin(user))) throw forbidden();
    }
    return c.json({
      response: await campaignDonations(
        db,
        campaign.id,
        { order: query.order, types: donatorTypes(query.filters), states: query.states },
        { offset, limit },
        linkOrigin(c.req.url, deps.config),
        viewer(c),
      ),
    });
  });

  app.post("/api/v2/campaign/donations/:id{[0-9]+}/thank-you-email", async (c) => {
    const { user } = requireAuth(c);
    const { row, campaign } = await ownersDonation(db, pathId(c, "id"), user.id);
    const body = parse(thankYouPayloadSchema, await jsonBody(c));
    await sendThankYou(deps, row, campaign, body.message);
    return c.json(ok);
  });
}
