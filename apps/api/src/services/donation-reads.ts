// Reading donations (routes/donations/reads.ts): who may read one, one by its payment id, its
// certificate as a PDF, a campaign's donations, and the owner's thank-you e-mail to a donor.
import { type Deps, isAdmin } from "../context";
import type { Q } from "../db/database";
import type { CampaignRow, DonationRow, UserRow } from "../db/schema";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { formatMoney } from "../lib/money";
import { campaignById } from "./campaigns";
import { certificateNumber, renderCertificate } from "./certificate";
import { donationRecipient } from "./donation-recipient";
import { donationPage, type PaymentIdViewer, presentDonations } from "./donations";
import { sendMail } from "./mail";
import { thankYouMail } from "./mail-messages";
import { currencies } from "./present";

/** The donation, for the donor, the campaign's owner, staff, or anyone holding its payment id. */
export async function readableDonation(
  db: Q,
  id: number,
  who: { user: UserRow | undefined; heldPaymentId: string | undefined },
): Promise<DonationRow> {
  const row = await db.selectFrom("donations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const { user } = who;
  if (who.heldPaymentId === row.payment_id) return row;
  if (user && (row.donor_user_id === user.id || isAdmin(user))) return row;
  const campaign = await db
    .selectFrom("campaigns")
    .select("created_by")
    .where("id", "=", row.campaign_id)
    .executeTakeFirst();
  if (user && campaign?.created_by === user.id) return row;
  throw forbidden();
}

export function donationByPaymentId(db: Q, paymentId: string) {
  return db
    .selectFrom("donations")
    .selectAll()
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
}

/** A PROCESSED donation's certificate: its number and the PDF. */
export async function donationCertificate(
  db: Q,
  row: DonationRow,
  origin: string,
  viewer: PaymentIdViewer,
) {
  const [[donation], cur] = await Promise.all([
    presentDonations(db, [row], origin, viewer),
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
  return { number, pdf };
}

/** The donator types of a `filters` list ("user,other"), the unknown left out. */
export function donatorTypes(filters: string | undefined) {
  return (filters ?? "")
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter((s) => ["USER", "OTHER", "CAMPAIGN", "ORGANIZATION"].includes(s));
}

/**
 * A page of a campaign's processed donations of these types (all for none), newest or largest
 * first. With `states: "all"` (its owner's dashboard) also the bank transfers still waiting and
 * the donations refunded in full, each with its state.
 */
export function campaignDonations(
  db: Q,
  campaignId: number,
  query: { order: "newest" | "amount"; types: string[]; states: "processed" | "all" },
  paging: { offset: number; limit: number },
  origin: string,
  viewer: PaymentIdViewer,
) {
  let base = db
    .selectFrom("donations")
    .where("campaign_id", "=", campaignId)
    .where((eb) =>
      query.states === "all"
        ? eb.or([
            eb("payment_status", "in", ["PROCESSED", "REFUNDED"]),
            eb.and([eb("payment_status", "=", "PROCESSING"), eb("payment_method", "=", "BANK")]),
          ])
        : eb("payment_status", "=", "PROCESSED"),
    );
  if (query.types.length)
    base = base.where("donator_type", "in", query.types as DonationRow["donator_type"][]);
  const order = (q: typeof base) =>
    query.order === "amount" ? q.orderBy("amount", "desc") : q.orderBy("created_at", "desc");
  return donationPage(db, base, order, paging, origin, viewer);
}

/** A donation to one of the user's campaigns, with its campaign: 404 for none, 403 for another's. */
export async function ownersDonation(db: Q, id: number, userId: number) {
  const row = await db.selectFrom("donations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const campaign = await campaignById(db, row.campaign_id);
  if (!campaign) throw notFound();
  if (campaign.created_by !== userId) throw forbidden();
  return { row, campaign };
}

/**
 * The owner's thank-you, mailed to the donation's address or else its donor member's: once per
 * paid donation (400 for a donation not paid, one already thanked, or one with no address). The
 * donation is marked thanked in the transaction that writes the message to the outbox, and only
 * while it is not yet: of two thank-yous sent at once, one goes out and the other is refused.
 */
export async function sendThankYou(
  deps: Deps,
  row: DonationRow,
  campaign: CampaignRow,
  message: string,
) {
  if (row.payment_status !== "PROCESSED")
    throw badRequest({ message: "donation.thank_you.not_paid" });
  if (row.thank_you) throw badRequest({ message: "donation.thank_you.already_sent" });
  // The donation's address and language, else the donor member's (donationRecipient).
  const recipient = await donationRecipient(deps.db, row);
  if (!recipient) throw badRequest({ message: "donation.thank_you.no_address" });
  const { to } = recipient;
  const words = await thankYouMail(recipient.locale, {
    campaign: campaign.name,
    message,
  });
  await deps.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable("donations")
      .set({ thank_you: true })
      .where("id", "=", row.id)
      .where("thank_you", "=", false)
      .returning("id")
      .executeTakeFirst();
    if (!marked) throw badRequest({ message: "donation.thank_you.already_sent" });
    await sendMail(trx, deps.log, {
      to,
      template: "thank_you",
      ...words,
      data: { donation_id: row.id },
    });
  });
}
