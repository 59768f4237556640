// The staff console's donations (issue 29): the lookup (an id, a payment id or reference, the
// donor's name or e-mail, the campaign's name; newest first) and one donation with its refunds.

import { refundable } from "@causeway/rules";
import { sql } from "kysely";
import type { Q } from "../db/database";
import type { DonationRefundRow, DonationRow, UserRow } from "../db/schema";
import { rowIdOf } from "../lib/validate";
import { availableBalance } from "./campaigns";
import { asRefundable } from "./donation-refunds";
import { presentDonations } from "./donations";
import { totalCount, withTotal } from "./page-marks";
import { unix } from "./present";
import { likeText } from "./staff-lists";

export type DonationState = "PROCESSED" | "PROCESSING" | "FAILED" | "CANCELLED" | "REFUNDED";

/** Donations whose id, payment id, donor or campaign holds `text`, newest first. */
export async function donationLookup(
  db: Q,
  query: { search: string; status?: DonationState },
  { offset, limit }: { offset: number; limit: number },
) {
  const text = query.search.trim();
  let base = db.selectFrom("donations");
  if (query.status) base = base.where("payment_status", "=", query.status);
  if (text) {
    const id = rowIdOf(text);
    const like = likeText(text);
    base = base.where((eb) =>
      eb.or([
        ...(id !== null ? [eb("donations.id", "=", id)] : []),
        eb("payment_id", "=", text),
        eb("donator_name", "ilike", like),
        eb("email", "ilike", like),
        eb(
          "campaign_id",
          "in",
          eb.selectFrom("campaigns").select("id").where("name", "ilike", like),
        ),
        eb(
          "donor_user_id",
          "in",
          eb
            .selectFrom("users")
            .select("id")
            .where((u) =>
              u.or([
                u("username", "ilike", like),
                u("name", "ilike", like),
                u("email", "ilike", like),
              ]),
            ),
        ),
      ]),
    );
  }
  const rows = await base
    .selectAll("donations")
    .select(totalCount())
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  return withTotal(
    rows,
    offset,
    async () => (await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()).n,
  );
}

/** A refund as staff see it. */
export const presentRefund = (row: DonationRefundRow) => ({
  id: row.id,
  amount: row.amount,
  campaign_amount: row.campaign_amount,
  campaign_tip: row.campaign_tip,
  reason: row.reason,
  status: row.status,
  provider_refund_id: row.provider_refund_id,
  failure: row.failure,
  by_staff: row.created_by !== null,
  created_at: unix(row.created_at),
});

/** The staff view of donations: each with the donor's name and e-mail (anonymous or not). */
export async function staffDonations(q: Q, rows: DonationRow[], origin: string, staff: UserRow) {
  const donations = await presentDonations(q, rows, origin, { user: staff });
  const donors = await q
    .selectFrom("users")
    .select(["id", "name", "username", "email"])
    .where("id", "in", [0, ...rows.map((r) => r.donor_user_id ?? 0)])
    .execute();
  const byId = new Map(donors.map((u) => [u.id, u]));
  return rows.map((row, index) => {
    const user = row.donor_user_id ? byId.get(row.donor_user_id) : undefined;
    return {
      donation: donations[index],
      donor_name: user ? user.name || user.username : (row.donator_name ?? ""),
      email: row.email ?? user?.email ?? null,
      refundable: row.payment_status === "PROCESSED" ? refundable(asRefundable(row)) : 0,
    };
  });
}

/**
 * One donation for staff: what staffDonations says, its refunds, newest first, and what its
 * campaign owes: a refund made at the provider after the money was withdrawn takes the available
 * balance below zero (applied all the same: the money has left), and staff must see it.
 */
export async function staffDonation(q: Q, row: DonationRow, origin: string, staff: UserRow) {
  const [[one], refunds, balance] = await Promise.all([
    staffDonations(q, [row], origin, staff),
    q
      .selectFrom("donation_refunds")
      .selectAll()
      .where("donation_id", "=", row.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    availableBalance(q, row.campaign_id),
  ]);
  return {
    ...one,
    refunds: refunds.map(presentRefund),
    campaign_owes: Math.max(0, -balance.available),
  };
}
