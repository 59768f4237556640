import { sql } from "kysely";
import type { Deps } from "../context";
import { currencies, currencyRef } from "./present";
import type { ScheduledJob } from "./scheduler-job";
import { liveCampaigns, notifyOnce } from "./scheduler-notify";
import { type Period, previousMonth, previousWeek } from "./scheduler-periods";

/** What each live campaign collected in the period (processed donations, its own currency). */
async function collected(deps: Deps, campaignIds: number[], period: Period) {
  if (campaignIds.length === 0) return new Map<number, number>();
  const rows = await deps.db
    .selectFrom("donations")
    .select(["campaign_id", sql<number>`coalesce(sum(amount), 0)::bigint`.as("amount")])
    .where("campaign_id", "in", campaignIds)
    .where("payment_status", "=", "PROCESSED")
    .where("created_at", ">=", period.start)
    .where("created_at", "<", period.end)
    .groupBy("campaign_id")
    .execute();
  return new Map(rows.map((r) => [r.campaign_id, Number(r.amount)]));
}

function statisticsJob(
  name: string,
  type: "CAMPAIGN_WEEKLY_STATISTICS" | "CAMPAIGN_MONTHLY_STATISTICS",
  periodOf: (now: Date) => Period,
): ScheduledJob {
  return {
    name,
    async run(deps, now) {
      const period = periodOf(now);
      const campaigns = await liveCampaigns(deps, period.end);
      const done = new Set(
        (
          await deps.db
            .selectFrom("scheduled_notifications")
            .select("campaign_id")
            .where("job", "=", name)
            .where("period", "=", period.key)
            .execute()
        ).map((r) => r.campaign_id),
      );
      const due = campaigns.filter((c) => !done.has(c.id));
      const sums = await collected(
        deps,
        due.map((c) => c.id),
        period,
      );
      const money = await currencies(deps.db);
      let sent = 0;
      for (const campaign of due) {
        const data = {
          collected_amount: sums.get(campaign.id) ?? 0,
          currency: currencyRef(money, campaign.currency_id),
          date_from: Math.floor(period.start.getTime() / 1000),
          date_to: Math.floor(period.end.getTime() / 1000),
        };
        if (await notifyOnce(deps, name, period.key, campaign, type, data)) sent += 1;
      }
      return sent;
    },
  };
}

/** Each live campaign's weekly statistics, for the last whole week. */
export const weeklyStatistics = statisticsJob(
  "weekly-statistics",
  "CAMPAIGN_WEEKLY_STATISTICS",
  previousWeek,
);

/** Each live campaign's monthly statistics, for the last whole month. */
export const monthlyStatistics = statisticsJob(
  "monthly-statistics",
  "CAMPAIGN_MONTHLY_STATISTICS",
  previousMonth,
);
