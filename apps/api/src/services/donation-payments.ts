// What a payment's outcome does to its donation: a confirmed payment makes it PROCESSED (the
// campaign's owner is notified), a failed one ends it; each once.
import type { Deps } from "../context";
import { campaignById } from "./campaigns";
import { notify } from "./notify";
import type { PaymentOutcome } from "./payments";
import { currencies, currencyRef } from "./present";

/** Listens to the payment provider's outcomes (once per process, before any donation). */
export function settleDonations(deps: Deps) {
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
}
