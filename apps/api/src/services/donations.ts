import { type SelectQueryBuilder, sql } from "kysely";
import { isAdmin } from "../context";
import type { Q } from "../db/database";
import type { Database, DonationRow, UserRow } from "../db/schema";
import { certificateUrl } from "./certificate";
import { mediaPath, totalCount, type UserJson, userJson, withTotal } from "./page-marks";
import { currencies, currencyRef, unix } from "./present";

/**
 * Who may see a donation's payment id: holding it is enough to read the donation and its
 * certificate, so it goes only to the donor, staff, or a caller who already holds it (`held`,
 * the checkout page that started the payment); everyone else gets "".
 */
export type PaymentIdViewer = { user?: UserRow | null; held?: string };

export function visiblePaymentId(r: DonationRow, viewer: PaymentIdViewer): string {
  const { user, held } = viewer;
  if (held && held === r.payment_id) return r.payment_id;
  if (user && (r.donor_user_id === user.id || isAdmin(user))) return r.payment_id;
  return "";
}

/** The donations of a page, presented with ONE query for everything related (see page-marks.ts). */
export async function presentDonations(
  q: Q,
  rows: DonationRow[],
  publicUrl: string,
  viewer: PaymentIdViewer,
) {
  if (!rows.length) return [];
  const [cur, details] = await Promise.all([
    currencies(q),
    q
      .selectFrom("donations")
      .where(
        "donations.id",
        "in",
        rows.map((r) => r.id),
      )
      .select([
        "donations.id",
        userJson(sql`donations.donor_user_id`).as("donor"),
        sql<{ name: string; slug: string } | null>`(select json_build_object('name', dc.name,
            'slug', dc.slug) from campaigns dc where dc.id = donations.campaign_id)`.as("campaign"),
      ])
      .execute(),
  ]);
  const byId = new Map(details.map((d) => [d.id, d]));
  return rows.map((r) => {
    const d = byId.get(r.id);
    const u: UserJson | undefined = r.donor_user_id ? (d?.donor ?? undefined) : undefined;
    const campaign = d?.campaign ?? undefined;
    let donator: {
      id: number | null;
      name: string;
      username: string | null;
      avatar: { square: { path: string } } | null;
    } | null = null;
    if (!r.is_anon) {
      if (r.donator_type === "USER" && u)
        donator = {
          id: u.id,
          name: u.name || u.username,
          username: u.username,
          avatar: u.avatar_key ? { square: { path: mediaPath(u.avatar_key) } } : null,
        };
      else donator = { id: null, name: r.donator_name ?? "", username: null, avatar: null };
    }
    return {
      id: r.id,
      donator_type: r.donator_type,
      donator,
      is_anon: r.is_anon,
      payment_status: r.payment_status,
      payment_id: visiblePaymentId(r, viewer),
      payment_method: r.payment_method,
      date_modified: unix(r.updated_at),
      initiatedAmount: r.initiated_amount,
      initiatedTip: r.initiated_tip,
      initiatedCurrency: currencyRef(cur, r.initiated_currency_id),
      amount: r.amount,
      tip: r.tip,
      currency: currencyRef(cur, r.currency_id),
      certificate:
        r.payment_status === "PROCESSED"
          ? certificateUrl(publicUrl, r.id, visiblePaymentId(r, viewer))
          : null,
      thank_you: r.thank_you,
      refunded: Number(r.refunded),
      campaign: { id: r.campaign_id, name: campaign?.name ?? "", url: campaign?.slug ?? "" },
    };
  });
}

type DonationQuery = SelectQueryBuilder<Database, "donations", object>;

/**
 * A presented page of the donations `base` selects, in `order` (then newest id first), and their
 * total: two queries (the page carrying the total as a window count, then the presenter's one).
 */
export async function donationPage(
  q: Q,
  base: DonationQuery,
  order: (query: DonationQuery) => DonationQuery,
  page: { offset: number; limit: number },
  publicUrl: string,
  viewer: PaymentIdViewer,
) {
  const { rows, total } = await withTotal(
    await order(base)
      .selectAll()
      .select(totalCount())
      .orderBy("id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    page.offset,
    async () => (await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()).n,
  );
  return { donations: await presentDonations(q, rows, publicUrl, viewer), total };
}
