// The donor is told of a refund once the provider made it (issue 29): how much went back in the
// currency they gave, and what still counts when part of it does; with the donation's page. Written
// in the change that marks the refund SUCCEEDED, so a provider's event told twice mails once.
import type { Deps } from "../context";
import type { Q } from "../db/database";
import type { DonationRefundRow } from "../db/schema";
import { formatMoney } from "../lib/money";
import { donationRecipient } from "./donation-recipient";
import { sendMail } from "./mail";
import { refundMail } from "./mail-messages";
import { currencies } from "./reference-data";
import { checkoutPageUrl } from "./transfer-mail";

export async function sendRefundMail(deps: Deps, q: Q, refund: DonationRefundRow) {
  const row = await q
    .selectFrom("donations")
    .innerJoin("campaigns", "campaigns.id", "donations.campaign_id")
    .selectAll("donations")
    .select(["campaigns.name as campaign_name", "campaigns.slug as campaign_slug"])
    .where("donations.id", "=", refund.donation_id)
    .executeTakeFirst();
  if (!row) return;
  const recipient = await donationRecipient(q, row);
  const currency = (await currencies(q)).get(row.initiated_currency_id);
  if (!recipient || !currency) return;
  const { to, locale, name } = recipient;
  const money = (minor: number) =>
    formatMoney(minor, currency.abbreviation, locale, currency.zero_based);
  const left = row.initiated_amount + row.initiated_tip - row.refunded;
  const words = await refundMail(locale, {
    name,
    amount: money(refund.amount),
    campaign: row.campaign_name,
    left: row.payment_status === "REFUNDED" || left <= 0 ? null : money(left),
    url: checkoutPageUrl(deps.config.publicUrl, row.campaign_slug, row.payment_id),
  });
  await sendMail(q, deps.log, {
    to,
    template: "donation_refund",
    ...words,
    data: { donation_id: row.id, refund_id: refund.id },
  });
}
