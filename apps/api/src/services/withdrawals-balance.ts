// A campaign's money as its owner sees it: donated, withdrawn, available, taxes and tips; the
// documents policy before a withdrawal; the summary's counts.
import { sql } from "kysely";
import type { Deps } from "../context";
import type { Q } from "../db/database";
import type { CampaignRow } from "../db/schema";
import { availableBalance } from "./campaigns";
import { documentsCaseFor, rateDay } from "./documents-policy";
import { currencies, currencyRef } from "./present";

/** The campaign's balance in its own currency (the contract's `original`). */
export async function balanceOf(db: Q, campaign: CampaignRow) {
  const [donations, withdrawals] = await Promise.all([
    db
      .selectFrom("donations")
      .select([
        sql<number>`coalesce(sum(amount), 0)::bigint`.as("amount"),
        sql<number>`coalesce(sum(tip), 0)::bigint`.as("tip"),
        sql<number>`coalesce(sum(amount) filter (where payment_method = 'BANK'), 0)::bigint`.as(
          "bank",
        ),
      ])
      .where("campaign_id", "=", campaign.id)
      .where("payment_status", "=", "PROCESSED")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("withdrawals")
      .select([
        sql<number>`coalesce(sum(total), 0)::bigint`.as("total"),
        sql<number>`coalesce(sum(tax), 0)::bigint`.as("tax"),
      ])
      .where("campaign_id", "=", campaign.id)
      .where("state", "<>", "REFUSED")
      .executeTakeFirstOrThrow(),
  ]);
  const donated = Number(donations.amount);
  const withdrawn = Number(withdrawals.total);
  return {
    withdrawAmount: withdrawn,
    availableAmount: donated - withdrawn,
    subscriptionsAmount: 0,
    donationAmount: donated,
    bankAmount: Number(donations.bank),
    paymentProviderAmount: donated - Number(donations.bank),
    allTaxes: Number(withdrawals.tax),
    tipAmount: Number(donations.tip),
    paymentProviderTax: 0,
    marketingCampaignTax: 0,
    marketingCampaignCollectedAmount: 0,
  };
}

/** The balance with the campaign's processed donations, followers and posts counted. */
export async function summaryOf(db: Q, campaign: CampaignRow) {
  const [b, counts] = await Promise.all([
    balanceOf(db, campaign),
    db
      .selectFrom("campaigns")
      .select([
        sql<number>`(select count(*)::int from donations d where d.campaign_id = campaigns.id and d.payment_status = 'PROCESSED')`.as(
          "donations",
        ),
        sql<number>`(select count(*)::int from follows f where f.campaign_id = campaigns.id)`.as(
          "followers",
        ),
        sql<number>`(select count(*)::int from posts p where p.campaign_id = campaigns.id and not p.deleted)`.as(
          "posts",
        ),
      ])
      .where("id", "=", campaign.id)
      .executeTakeFirstOrThrow(),
  ]);
  return { b, counts };
}

/**
 * What the withdrawal forms need to say which documents case applies before the owner submits
 * (the rule is documentsPolicy of @causeway/rules): the available amount (without
 * withdrawal `withdraw`, the one being edited), the currency's rate to the euro today, the
 * limits, and the owner's overdue documents (the hold).
 */
export async function documentsPolicyOf(deps: Deps, campaign: CampaignRow, withdraw?: number) {
  const { db } = deps;
  const now = new Date();
  const limits = deps.config.documents;
  const balance = await availableBalance(db, campaign.id, withdraw);
  const documents = await documentsCaseFor(db, {
    currencyId: campaign.currency_id,
    ownerId: campaign.created_by,
    amount: 0,
    available: balance.available,
    now,
    limits,
  });
  const days = limits.holdDays * 86_400;
  const seconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000);
  return {
    currency: currencyRef(await currencies(db), campaign.currency_id),
    available: balance.available,
    eur_rate: documents.eurRate,
    rate_date: rateDay(now),
    limits: {
      free_eur: limits.freeEur,
      share_percent: limits.sharePercent,
      cap_eur: limits.capEur,
      hold_days: limits.holdDays,
    },
    threshold: documents.threshold,
    overdue: documents.overdue
      .filter((w) => w.id !== withdraw)
      .map((w) => ({
        withdraw_id: w.id,
        campaign_id: w.campaign_id,
        campaign_name: w.campaign_name,
        slug: w.slug,
        requested_at: seconds(w.created_at),
        due_at: seconds(w.created_at) + days,
      })),
  };
}
