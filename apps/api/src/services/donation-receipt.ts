// A donor's receipt (issue 28): once a payment is confirmed, the donor gets an e-mail with the
// amount, the campaign and the link to the donation's certificate (donationRecipient: their
// address and language). Written in the transaction that makes the donation PROCESSED, so a
// confirmation applied once sends it once.
import type { Deps } from "../context";
import type { Q } from "../db/database";
import type { CampaignRow, DonationRow } from "../db/schema";
import { formatMoney } from "../lib/money";
import { certificateUrl } from "./certificate";
import { donationRecipient } from "./donation-recipient";
import { sendMail } from "./mail";
import { receiptMail } from "./mail-messages";
import { currencies } from "./reference-data";

export async function sendReceipt(deps: Deps, q: Q, row: DonationRow, campaign: CampaignRow) {
  const recipient = await donationRecipient(q, row);
  if (!recipient) return;
  const currency = (await currencies(q)).get(row.initiated_currency_id);
  if (!currency) return;
  const { to, locale, name } = recipient;
  const origin = deps.config.publicUrl;
  const words = await receiptMail(locale, {
    name,
    // What the donor gave, in the currency they gave it in (the tip is theirs to the platform).
    amount: formatMoney(row.initiated_amount, currency.abbreviation, locale, currency.zero_based),
    campaign: campaign.name,
    url: certificateUrl(origin, row.id, row.payment_id),
    campaignUrl: `${origin}/campaign/${encodeURIComponent(campaign.slug)}`,
  });
  await sendMail(q, deps.log, {
    to,
    template: "donation_receipt",
    ...words,
    data: { donation_id: row.id },
  });
}
