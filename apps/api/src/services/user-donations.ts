// What a member gave and raised: who may see it, the page of their donations, the sums by currency
// or category, the years they gave in, and their donor certificate of a year or of all years.
import { sql } from "kysely";
import { isAdmin } from "../context";
import type { Q } from "../db/database";
import type { UserRow } from "../db/schema";
import { formatMoney } from "../lib/money";
import { renderDonorCertificate } from "./certificate";
import { donationPage, type PaymentIdViewer } from "./donations";
import { currencies, currencyRef } from "./present";

const amounts = async (q: Q, rows: { currency_id: number; sum: number }[]) => {
  const cur = await currencies(q);
  return rows.map((r) => ({ amount: Number(r.sum), currency: currencyRef(cur, r.currency_id) }));
};

/** Whether the viewer sees what the member gave: when the member shows it, to themself, to staff. */
export function canSeeDonations(user: UserRow, viewer: UserRow | undefined) {
  return user.donations_visible || viewer?.id === user.id || isAdmin(viewer);
}

/**
 * A page of the member's processed donations, newest first, of a year or all; anonymous ones only
 * for `own` (the donor themself).
 */
export function givenDonations(
  db: Q,
  user: UserRow,
  { own, year }: { own: boolean; year: number | undefined },
  paging: { offset: number; limit: number },
  origin: string,
  viewer: PaymentIdViewer,
) {
  let base = db
    .selectFrom("donations")
    .where("donor_user_id", "=", user.id)
    .where("payment_status", "=", "PROCESSED");
  if (!own) base = base.where("is_anon", "=", false);
  if (year) base = base.where(sql<number>`extract(year from created_at)`, "=", year);
  const newest = (q: typeof base) => q.orderBy("created_at", "desc");
  return donationPage(db, base, newest, paging, origin, viewer);
}

/** The member's processed donations summed by currency; anonymous ones only for `own`. */
export async function givenTotals(db: Q, user: UserRow, own: boolean) {
  let given = db
    .selectFrom("donations")
    .select(["currency_id", sql<number>`sum(amount)::bigint`.as("sum")])
    .where("donor_user_id", "=", user.id)
    .where("payment_status", "=", "PROCESSED");
  // Others see the total of what the list shows them: an anonymous donation stays unseen.
  if (!own) given = given.where("is_anon", "=", false);
  const rows = await given.groupBy("currency_id").orderBy("currency_id").execute();
  return amounts(db, rows);
}

/** What the member's campaigns raised, by currency. */
export async function earnedTotals(db: Q, user: UserRow) {
  const rows = await db
    .selectFrom("donations")
    .innerJoin("campaigns", "campaigns.id", "donations.campaign_id")
    .select(["donations.currency_id", sql<number>`sum(donations.amount)::bigint`.as("sum")])
    .where("campaigns.created_by", "=", user.id)
    .where("donations.payment_status", "=", "PROCESSED")
    .groupBy("donations.currency_id")
    .orderBy("donations.currency_id")
    .execute();
  return amounts(db, rows);
}

/** The member's processed donations by category and currency; anonymous ones only for `own`. */
export async function givenByCategory(db: Q, user: UserRow, own: boolean) {
  const rows = await db
    .selectFrom("donations")
    .innerJoin("campaigns", "campaigns.id", "donations.campaign_id")
    .innerJoin("categories", "categories.id", "campaigns.category_id")
    .select([
      "categories.id",
      "categories.name",
      "categories.slug",
      "categories.type",
      "categories.status",
      "donations.currency_id",
      sql<number>`sum(donations.amount)::bigint`.as("sum"),
    ])
    .where("donations.donor_user_id", "=", user.id)
    .where("donations.payment_status", "=", "PROCESSED")
    .$if(!own, (q) => q.where("donations.is_anon", "=", false))
    .groupBy(["categories.id", "donations.currency_id"])
    .orderBy("categories.id")
    .execute();
  const cur = await currencies(db);
  return rows.map((r) => ({
    category: { id: r.id, name: r.name, slug: r.slug, type: r.type, status: r.status },
    amount: Number(r.sum),
    currency: currencyRef(cur, r.currency_id),
  }));
}

/** The member's donor certificate of `year` (all years without one): its number and PDF. */
export async function donorCertificate(db: Q, user: UserRow, year: number | undefined) {
  let sums = db
    .selectFrom("donations")
    .select([
      "currency_id",
      sql<number>`sum(amount)::bigint`.as("sum"),
      sql<number>`count(*)::int`.as("n"),
    ])
    .where("donor_user_id", "=", user.id)
    .where("payment_status", "=", "PROCESSED");
  if (year) sums = sums.where(sql<number>`extract(year from created_at)`, "=", year);
  const [rows, cur] = await Promise.all([
    sums.groupBy("currency_id").orderBy("currency_id").execute(),
    currencies(db),
  ]);
  const number = `CW-U${year ?? "ALL"}-${String(user.id).padStart(6, "0")}`;
  const pdf = await renderDonorCertificate({
    number,
    donor: user.name || user.username,
    period: year ? `in ${year}` : "on Causeway",
    count: rows.reduce((n, r) => n + r.n, 0),
    totals: rows.map((r) => {
      const currency = cur.get(r.currency_id);
      return formatMoney(
        Number(r.sum),
        currency?.abbreviation ?? "EUR",
        "en",
        currency?.zero_based ?? false,
      );
    }),
  });
  return { number, pdf };
}

/** The years the member gave in, the latest first. */
export async function donationYears(db: Q, userId: number) {
  const rows = await db
    .selectFrom("donations")
    .select(sql<number>`extract(year from created_at)::int`.as("year"))
    .where("donor_user_id", "=", userId)
    .where("payment_status", "=", "PROCESSED")
    .groupBy("year")
    .orderBy("year", "desc")
    .execute();
  return rows.map((r) => r.year);
}
