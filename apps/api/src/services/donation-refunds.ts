// Refunds (issue 29): staff give back all or part of a donation through the provider that took it,
// and a provider tells of refunds (its own dashboard's too). A refund is applied to the donation
// before the provider is asked, in the transaction that checks the campaign's available balance,
// so a withdrawal cannot take the same money meanwhile; if the provider refuses or cannot be
// reached, the refund is marked FAILED and the donation counts again, in one transaction: never
// half-applied. The donation's `amount` and `tip` are what still counts, so the raised amount and
// the balances follow with no other change.
import {
  REFUND_MESSAGE,
  type RefundableDonation,
  type RefundPayload,
  refundSplit,
} from "@causeway/rules";
import type { Deps } from "../context";
import type { Tx } from "../db/database";
import type { DonationRefundRow, DonationRow } from "../db/schema";
import { badRequest, HttpError, notFound } from "../lib/errors";
import { availableBalance } from "./campaigns";
import { mismatch } from "./idempotency";
import type { RefundUpdate } from "./payments";
import { RefundRefused } from "./payments";
import { currencies } from "./present";
import { sendRefundMail } from "./refund-mail";
import { lockCampaign } from "./withdrawals-checks";

export const asRefundable = (row: DonationRow): RefundableDonation => ({
  paidAmount: Number(row.initiated_amount),
  paidTip: Number(row.initiated_tip),
  refunded: Number(row.refunded),
  amount: Number(row.amount),
  tip: Number(row.tip),
});

/** The donation and its campaign, locked in that order (as withdrawals lock the campaign). */
async function lockDonation(trx: Tx, where: { id: number } | { paymentId: string }) {
  const find = (lock: boolean) => {
    let query = trx.selectFrom("donations").selectAll();
    query =
      "id" in where
        ? query.where("id", "=", where.id)
        : query.where("payment_id", "=", where.paymentId);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  };
  const first = await find(false);
  if (!first) return null;
  await lockCampaign(trx, first.campaign_id);
  return (await find(true)) ?? null;
}

/** Takes `split` off the donation's count (or gives it back, with `sign` -1). */
async function moveCounts(
  trx: Tx,
  donation: DonationRow,
  refund: { amount: number; campaign_amount: number; campaign_tip: number },
  sign: 1 | -1,
  full: boolean,
) {
  return trx
    .updateTable("donations")
    .set((eb) => ({
      amount: eb("amount", "-", sign * refund.campaign_amount),
      tip: eb("tip", "-", sign * refund.campaign_tip),
      refunded: eb("refunded", "+", sign * refund.amount),
      payment_status: full ? "REFUNDED" : "PROCESSED",
      updated_at: new Date(),
    }))
    .where("id", "=", donation.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A failed refund: marked so, and its money counts for the campaign again. */
async function undo(trx: Tx, refund: DonationRefundRow, failure: string) {
  const donation = await lockDonation(trx, { id: refund.donation_id });
  const marked = await trx
    .updateTable("donation_refunds")
    .set({ status: "FAILED", failure: failure.slice(0, 500), updated_at: new Date() })
    .where("id", "=", refund.id)
    .where("status", "<>", "FAILED")
    .returningAll()
    .executeTakeFirst();
  if (!marked || !donation) return;
  await moveCounts(trx, donation, refund, -1, false);
}

/**
 * Staff refund `payload.amount` (the donor's currency) of donation `id`: 400 when the donation is
 * not paid, the amount is more than is left, or the campaign has withdrawn the money; 400 with the
 * provider's words when it refuses; 502 when it cannot be reached. The refund, applied.
 */
export async function refundDonation(
  deps: Deps,
  id: number,
  payload: RefundPayload,
  staffId: number,
  requestKey: string | null = null,
): Promise<{ refund: DonationRefundRow; replayed: boolean }> {
  const { db } = deps;
  const reserved = await db.transaction().execute(async (trx) => {
    const donation = await lockDonation(trx, { id });
    if (!donation) throw notFound();
    // Sent again (a lost answer, a double press): the first refund, whatever became of it.
    if (requestKey !== null) {
      const earlier = await trx
        .selectFrom("donation_refunds")
        .selectAll()
        .where("donation_id", "=", donation.id)
        .where("request_key", "=", requestKey)
        .executeTakeFirst();
      if (earlier) {
        if (earlier.amount !== payload.amount || earlier.reason !== payload.reason)
          throw mismatch(requestKey);
        return { donation, refund: earlier, replayed: true };
      }
    }
    if (donation.payment_status !== "PROCESSED")
      throw badRequest({ amount: REFUND_MESSAGE.notRefundable });
    const split = refundSplit(asRefundable(donation), payload.amount);
    if (!split) throw badRequest({ amount: REFUND_MESSAGE.amountTooLarge });
    const balance = await availableBalance(trx, donation.campaign_id);
    if (split.amount > balance.available) throw badRequest({ amount: REFUND_MESSAGE.withdrawn });
    const refund = await trx
      .insertInto("donation_refunds")
      .values({
        donation_id: donation.id,
        amount: payload.amount,
        campaign_amount: split.amount,
        campaign_tip: split.tip,
        reason: payload.reason,
        status: "PENDING",
        request_key: requestKey,
        created_by: staffId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await moveCounts(trx, donation, refund, 1, split.full);
    return { donation, refund, replayed: false };
  });

  const { donation, refund } = reserved;
  if (reserved.replayed) return { refund, replayed: true };
  const currency = (await currencies(db)).get(donation.initiated_currency_id);
  try {
    const started = await deps.payments.refund({
      refundId: refund.id,
      paymentId: donation.payment_id,
      method: donation.payment_method as never,
      amount: refund.amount,
      currency: currency?.abbreviation ?? "EUR",
      reason: refund.reason,
    });
    // The provider's webhook may have told of it already: a refund that ended stays ended.
    await db
      .updateTable("donation_refunds")
      .set({ provider_refund_id: started.providerRefundId, updated_at: new Date() })
      .where("id", "=", refund.id)
      .execute();
    if (started.status === "SUCCEEDED") {
      await db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable("donation_refunds")
          .set({ status: "SUCCEEDED" })
          .where("id", "=", refund.id)
          .where("status", "=", "PENDING")
          .returningAll()
          .executeTakeFirst();
        if (done) await sendRefundMail(deps, trx, done);
      });
    }
    const saved = await db
      .selectFrom("donation_refunds")
      .selectAll()
      .where("id", "=", refund.id)
      .executeTakeFirstOrThrow();
    deps.log.info("donation refunded", {
      donation: donation.id,
      refund: refund.id,
      amount: refund.amount,
      status: saved.status,
      by: staffId,
    });
    return { refund: saved, replayed: false };
  } catch (error) {
    const refused = error instanceof RefundRefused;
    await db
      .transaction()
      .execute((trx) => undo(trx, refund, refused ? error.message : "provider unreachable"));
    deps.log.warn("refund not made", {
      donation: donation.id,
      refund: refund.id,
      reason: (error as Error).message,
    });
    if (refused) throw badRequest({ amount: REFUND_MESSAGE.providerRefused });
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, { code: 502, message: "refund.error.provider_down" }, {}, error);
  }
}

/**
 * What a provider says of a refund. One Causeway asked for is found by its id (or the provider's):
 * a failure gives its money back to the campaign's count, a success marks it done. One made at the
 * provider (its dashboard) is recorded and applied: the money has left already, so it is applied
 * even when the campaign has withdrawn it (the balance then shows the debt, and it is logged).
 * False when the payment is not one of Causeway's donations.
 */
export async function applyRefundUpdate(deps: Deps, update: RefundUpdate): Promise<boolean> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const donation = await lockDonation(trx, { paymentId: update.paymentId });
    if (!donation) return "unknown" as const;
    let ours = await trx
      .selectFrom("donation_refunds")
      .selectAll()
      .where("donation_id", "=", donation.id)
      .where((eb) =>
        eb.or([
          eb("provider_refund_id", "=", update.providerRefundId),
          ...(update.refundId ? [eb("id", "=", update.refundId)] : []),
        ]),
      )
      .forUpdate()
      .executeTakeFirst();
    if (ours) {
      if (ours.provider_refund_id === null) {
        ours = await trx
          .updateTable("donation_refunds")
          .set({ provider_refund_id: update.providerRefundId })
          .where("id", "=", ours.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      if (ours.status === "FAILED") return "ended" as const;
      if (update.status === "FAILED") {
        await undo(trx, ours, update.note ?? "failed at the provider");
        return "failed" as const;
      }
      if (update.status === "SUCCEEDED" && ours.status === "PENDING") {
        const done = await trx
          .updateTable("donation_refunds")
          .set({ status: "SUCCEEDED", updated_at: new Date() })
          .where("id", "=", ours.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await sendRefundMail(deps, trx, done);
      }
      return "applied" as const;
    }
    // Made at the provider: a failed one never took anything.
    if (update.status === "FAILED") return "ended" as const;
    const split =
      donation.payment_status === "PROCESSED"
        ? refundSplit(asRefundable(donation), update.amount)
        : null;
    if (!split) return "beyond" as const;
    const balance = await availableBalance(trx, donation.campaign_id);
    const refund = await trx
      .insertInto("donation_refunds")
      .values({
        donation_id: donation.id,
        amount: update.amount,
        campaign_amount: split.amount,
        campaign_tip: split.tip,
        reason: update.note ?? "",
        status: update.status,
        provider_refund_id: update.providerRefundId,
        created_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await moveCounts(trx, donation, refund, 1, split.full);
    if (refund.status === "SUCCEEDED") await sendRefundMail(deps, trx, refund);
    return split.amount > balance.available ? ("overdrawn" as const) : ("recorded" as const);
  });
  const context = { payment: update.paymentId, refund: update.providerRefundId, outcome };
  if (outcome === "beyond" || outcome === "overdrawn") {
    // Money left at the provider that Causeway cannot count as it should: staff must look.
    deps.log.warn("refund at the provider needs staff", context);
  } else {
    deps.log.info("refund update", context);
  }
  return outcome !== "unknown";
}
