// A bank transfer's instructions by e-mail (issue 29): as the donor gives by transfer, the
// platform's account, the amount and the donation's reference, with the EPC QR code as an inline
// PNG (drawn by lean-qr from the same modules the checkout page draws), and the checkout page that
// shows them again. Written in the transaction that stores the donation, so a checkout that rolls
// back sends nothing and a repeated one (the same Idempotency-Key) sends once.
import { epcQrCode } from "@causeway/rules";
import { toPngBuffer } from "lean-qr/extras/node_export";
import type { Deps } from "../context";
import type { Q } from "../db/database";
import type { CampaignRow, DonationRow } from "../db/schema";
import { formatMoney } from "../lib/money";
import type { BankTransferInstructions } from "./bank-transfer-payments";
import { donationRecipient } from "./donation-recipient";
import { sendMail } from "./mail";
import { transferMail } from "./mail-messages";
import { currencies } from "./reference-data";

/** The QR code's Content-ID in the message. */
export const QR_CID = "epc-qr@causeway";

/** A donation's checkout page (a waiting transfer's details, its state), on the site's own address. */
export function checkoutPageUrl(publicUrl: string, campaignSlug: string, paymentId: string) {
  const url = new URL(`/campaign/${encodeURIComponent(campaignSlug)}/checkout`, publicUrl);
  url.searchParams.set("payment_id", paymentId);
  return url.href;
}

/**
 * The EPC QR code as a PNG: 6 px a module, black on opaque white with the standard's 4-module
 * quiet zone (lean-qr's default background is transparent, which a dark mail client paints dark).
 */
export function epcQrPng(payload: string): Buffer {
  return Buffer.from(
    toPngBuffer(epcQrCode(payload), {
      scale: 6,
      pad: 4,
      on: [0, 0, 0, 255],
      off: [255, 255, 255, 255],
    }),
  );
}

export async function sendTransferInstructions(
  deps: Deps,
  q: Q,
  row: DonationRow,
  campaign: CampaignRow,
  transfer: BankTransferInstructions,
) {
  const recipient = await donationRecipient(q, row);
  if (!recipient) return;
  // The transfer is in the currency the donor gave in.
  const currency = (await currencies(q)).get(row.initiated_currency_id);
  const { to, locale, name } = recipient;
  const words = await transferMail(locale, {
    name,
    amount: formatMoney(transfer.amount, transfer.currency, locale, currency?.zero_based),
    campaign: campaign.name,
    // The site's own address, never the return address the browser gave.
    url: checkoutPageUrl(deps.config.publicUrl, campaign.slug, transfer.reference),
    beneficiary: transfer.beneficiary,
    iban: transfer.iban,
    bic: transfer.bic,
    reference: transfer.reference,
    qrSrc: transfer.epcQr ? `cid:${QR_CID}` : null,
  });
  await sendMail(q, deps.log, {
    to,
    template: "bank_transfer_instructions",
    ...words,
    data: { donation_id: row.id },
    attachments: transfer.epcQr
      ? [
          {
            filename: "transfer-qr.png",
            content_type: "image/png",
            cid: QR_CID,
            content: epcQrPng(transfer.epcQr).toString("base64"),
          },
        ]
      : [],
  });
}
