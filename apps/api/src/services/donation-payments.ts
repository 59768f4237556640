// What a payment's outcome does to its donation: a confirmed payment makes it PROCESSED (the
// campaign's owner is notified, the donor gets a receipt), a failed one ends it; each once.
import type { Deps } from "../context";
import type { Q } from "../db/database";
import { campaignById } from "./campaigns";
import { sendReceipt } from "./donation-receipt";
import { applyRefundUpdate } from "./donation-refunds";
import { notify } from "./notify";
import type { PaymentOutcome } from "./payments";
import { currencies, currencyRef } from "./present";

/** Listens to the payment provider's outcomes (once per process, before any donation). */
export function settleDonations(deps: Deps) {
  const { db, payments } = deps;

  /**
   * Ends a payment once: the donation, or undefined when it had ended already. A PROCESSING one
   * ends any way; a FAILED one may still be paid (a card provider lets the donor try another card
   * on the same payment after a decline, and money taken always counts). PROCESSED and CANCELLED
   * are final: a late or replayed outcome changes nothing.
   */
  const settle = (paymentId: string, status: PaymentOutcome, q: Q = db) =>
    q
      .updateTable("donations")
      .set({ payment_status: status, updated_at: new Date() })
      .where("payment_id", "=", paymentId)
      .where(
        "payment_status",
        "in",
        status === "PROCESSED" ? ["PROCESSING", "FAILED"] : ["PROCESSING"],
      )
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
  // In one transaction: the donation PROCESSED, the owner's notification (and its e-mail), the
  // donor's receipt; a confirmation delivered twice finds it no longer PROCESSING and writes none.
  payments.onProcessed(async (paymentId) => {
    const done = await db.transaction().execute(async (trx) => {
      const row = await settle(paymentId, "PROCESSED", trx);
      if (!row) return null;
      const campaign = await campaignById(trx, row.campaign_id);
      if (!campaign) return { row, emit: null };
      const emit = await notify(trx, campaign.created_by, "CAMPAIGN_FUNDS_COLLECTED", {
        campaign_name: campaign.name,
        slug: campaign.slug,
        amount: row.amount,
        currency: currencyRef(await currencies(trx), row.currency_id),
      });
      await sendReceipt(deps, trx, row, campaign);
      return { row, emit };
    });
    if (!done) return known(paymentId);
    done.emit?.(deps.realtime);
    deps.log.info("donation processed", { donation: done.row.id, campaign: done.row.campaign_id });
    return true;
  });
  // A provider's news of a refund (Stripe's refund events): ours ending, or one made at the provider.
  payments.onRefundUpdate((update) => applyRefundUpdate(deps, update));
  // A payment that will not be paid (declined, a failed 3-D Secure check, cancelled by the donor)
  // ends the donation; it never counts, and the donor's checkout page says what happened.
  payments.onFailed(async (paymentId, outcome) => {
    const row = await settle(paymentId, outcome);
    if (!row) return known(paymentId);
    deps.log.info("donation not paid", { donation: row.id, outcome });
    return true;
  });
}
