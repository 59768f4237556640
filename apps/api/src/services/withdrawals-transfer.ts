// A transfer of funds to another campaign (000 §5): a paid withdrawal of the source arriving in
// the target as a processed donation from the source campaign, both owners notified.
import { isEligibleTransferTarget, withdrawTotal } from "@causeway/rules";
import type { Deps } from "../context";
import type { Tx } from "../db/database";
import type { CampaignRow } from "../db/schema";
import { badRequest, type FieldErrors, notFound } from "../lib/errors";
import { availableBalance } from "./campaigns";
import type { Answer } from "./idempotency";
import { notify } from "./notify";
import { currencies, currencyRef, presentWithdrawals } from "./present";
import type { TransferPayload } from "./withdraw-rules";
import { canWithdraw, type Emit } from "./withdrawals-checks";

/** The transfer `body` asked for by `user`, in the idempotent transaction `trx`. */
export async function createTransfer(
  deps: Deps,
  trx: Tx,
  user: { id: number },
  body: TransferPayload,
): Promise<Answer> {
  const ids = [body.campaign_from, body.campaign_to].sort((a, b) => a - b);
  const locked = new Map<number, CampaignRow>();
  for (const id of new Set(ids)) {
    const row = await trx
      .selectFrom("campaigns")
      .selectAll()
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (row) locked.set(id, row);
  }
  const source = locked.get(body.campaign_from);
  if (!source || source.deleted) throw notFound();
  const target = locked.get(body.campaign_to);
  const balance = await availableBalance(trx, source.id);
  const fields: FieldErrors = { ...canWithdraw(source, balance.donated) };
  // 000 §5: only an active, verified, not successful campaign in the same currency, not the source.
  const asCandidate = (row: CampaignRow) => ({ ...row, currency: { id: row.currency_id } });
  if (
    !target ||
    target.deleted ||
    !isEligibleTransferTarget(asCandidate(target), asCandidate(source))
  )
    fields.campaign_to = "withdraw.validator.invalid_target_campaign";
  if (body.currency !== source.currency_id) fields.currency = "withdraw.validator.currency";
  if (Object.keys(fields).length || !target) throw badRequest(fields);
  const { tax, total } = withdrawTotal(body.amount);
  if (total > balance.available)
    throw badRequest({ amount: "withdraw.validator.insufficient_funds" });
  const row = await trx
    .insertInto("withdrawals")
    .values({
      campaign_id: source.id,
      kind: "transfer",
      amount: body.amount,
      tax,
      total,
      currency_id: source.currency_id,
      state: "PAYED",
      comment: "",
      invoices: "[]",
      invoice_not_available: true,
      transfer_to_campaign_id: target.id,
      motivational_message: body.motivational_message,
      receiver_name: target.name,
      created_by: user.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // The transfer arrives in the target as a processed donation from the source campaign.
  const donation = await trx
    .insertInto("donations")
    .values({
      campaign_id: target.id,
      donor_user_id: user.id,
      donator_type: "CAMPAIGN",
      donator_name: source.name,
      campaign_from_id: source.id,
      payment_status: "PROCESSED",
      // Unguessable: a payment id lets its holder read the donation.
      payment_id: `transfer_${row.id}_${crypto.randomUUID()}`,
      payment_method: "BANK",
      amount: body.amount,
      currency_id: source.currency_id,
      initiated_amount: body.amount,
      initiated_currency_id: source.currency_id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const updated = await trx
    .updateTable("withdrawals")
    .set({ transfer_donation_id: donation.id })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const cur = currencyRef(await currencies(trx), source.currency_id);
  const emits: Emit[] = [
    await notify(trx, user.id, "TRANSFER_APPROVED", {
      campaign_name: source.name,
      slug: source.slug,
      withdraw_id: row.id,
      amount: row.amount,
      currency: cur,
    }),
    await notify(trx, target.created_by, "CAMPAIGN_FUNDS_COLLECTED", {
      campaign_name: target.name,
      slug: target.slug,
      amount: body.amount,
      currency: cur,
    }),
  ];
  const [presented] = await presentWithdrawals(trx, [updated]);
  return {
    status: 201,
    body: { response: presented },
    after: () => {
      for (const e of emits) e(deps.realtime);
    },
  };
}
