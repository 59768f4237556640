// A campaign owner's dashboard numbers: visits, unique visitors and shares per UTC day
// (campaign_daily_stats plus what this process has counted and not written), donations and
// followers in a range, bucketed by day, week or month.
import { sql } from "kysely";
import type { Deps } from "../context";
import type { Q } from "../db/database";
import type { VisitCounter } from "./visits";

const DAY_S = 86_400;
/** 9999-12-31, the last day an ISO date (and a range's `to`) is read as. */
const LAST_DAY = 2_932_896;

/** The UTC day holding Unix second `seconds`, "YYYY-MM-DD". */
function dayOf(seconds: number): string {
  const day = Math.min(Math.floor(seconds / DAY_S), LAST_DAY);
  return new Date(day * DAY_S * 1000).toISOString().slice(0, 10);
}

/** The Unix second a UTC day starts at. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

interface DayCounts {
  visits: number;
  unique_visits: number;
  shares: number;
}

/**
 * The campaign's visits, unique visitors and shares of each UTC day the range touches
 * (campaign_daily_stats), with the visits this process has counted and not written yet; their
 * visitors new to the day only when `unique` is asked (one more statement).
 */
export async function dailyStats(
  db: Q,
  visits: VisitCounter,
  campaignId: number,
  range: { from: number; to: number },
  options: { unique?: boolean } = {},
): Promise<Map<string, DayCounts>> {
  const first = dayOf(range.from);
  const last = dayOf(range.to);
  const rows = await db
    .selectFrom("campaign_daily_stats")
    .select([sql<string>`day::text`.as("day"), "visits", "unique_visits", "shares"])
    .where("campaign_id", "=", campaignId)
    .where("day", ">=", first)
    .where("day", "<=", last)
    .execute();
  const days = new Map<string, DayCounts>(
    rows.map((r) => [
      r.day,
      { visits: r.visits, unique_visits: r.unique_visits, shares: r.shares },
    ]),
  );
  const pending = visits.pendingDays(campaignId).filter((p) => p.day >= first && p.day <= last);
  const fresh = options.unique ? await visits.pendingUnique(db, campaignId, pending) : new Map();
  for (const p of pending) {
    const counts = days.get(p.day) ?? { visits: 0, unique_visits: 0, shares: 0 };
    counts.visits += p.visits;
    counts.unique_visits += fresh.get(p.day) ?? 0;
    days.set(p.day, counts);
  }
  return days;
}

/** The metric's points from `from` on, one per day, week or 30 days (400 at most). */
export async function sessionPoints(
  deps: Deps,
  campaignId: number,
  query: {
    from: number;
    to: number;
    type: "visits" | "unique_visits" | "shares" | "donations";
    format: "day" | "week" | "month";
  },
) {
  const { db } = deps;
  const step = query.format === "day" ? 86400 : query.format === "week" ? 7 * 86400 : 30 * 86400;
  const buckets = Math.min(400, Math.floor((query.to - query.from) / step) + 1);
  const points: { date: number; value: number }[] = [];
  for (let i = 0; i < buckets; i++) points.push({ date: query.from + i * step, value: 0 });
  if (query.type === "donations") {
    const rows = await db
      .selectFrom("donations")
      .select([
        sql<number>`floor((extract(epoch from created_at) - ${query.from}) / ${step})::int`.as("b"),
        sql<number>`count(*)::int`.as("n"),
      ])
      .where("campaign_id", "=", campaignId)
      .where(
        sql<boolean>`created_at between to_timestamp(${query.from}) and to_timestamp(${query.to})`,
      )
      .groupBy("b")
      .execute();
    for (const r of rows) {
      const point = points[r.b];
      if (point) point.value += r.n;
    }
  } else {
    // Counted per UTC day (services/visits.ts): a day's count stands at its start, the first
    // day's at `from`, and falls in the bucket that time falls in, as a donation would.
    const days = await dailyStats(db, deps.visits, campaignId, query, {
      unique: query.type === "unique_visits",
    });
    for (const [day, counts] of days) {
      const at = Math.max(dayStart(day), query.from);
      const point = points[Math.floor((at - query.from) / step)];
      if (point) point.value += counts[query.type];
    }
  }
  return points;
}

/** The range's visits and shares (of the days it touches), new followers and donations. */
export async function rangeMetrics(
  deps: Deps,
  campaign: { id: number; currency_id: number },
  query: { from: number; to: number },
) {
  const { db } = deps;
  const [donations, followers, days] = await Promise.all([
    db
      .selectFrom("donations")
      .select([
        sql<number>`count(*)::int`.as("n"),
        sql<number>`coalesce(sum(amount), 0)::bigint`.as("sum"),
      ])
      .where("campaign_id", "=", campaign.id)
      .where("payment_status", "=", "PROCESSED")
      .where(
        sql<boolean>`created_at between to_timestamp(${query.from}) and to_timestamp(${query.to})`,
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("follows")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("campaign_id", "=", campaign.id)
      .where(
        sql<boolean>`created_at between to_timestamp(${query.from}) and to_timestamp(${query.to})`,
      )
      .executeTakeFirstOrThrow(),
    // The visits and shares of the days the range touches (campaign_daily_stats).
    dailyStats(db, deps.visits, campaign.id, query),
  ]);
  let visits = 0;
  let shares = 0;
  for (const counts of days.values()) {
    visits += counts.visits;
    shares += counts.shares;
  }
  const cur = await db
    .selectFrom("currencies")
    .select(["id", "abbreviation", "name"])
    .where("id", "=", campaign.currency_id)
    .executeTakeFirstOrThrow();
  return {
    from: query.from,
    to: query.to,
    visits,
    shares,
    followers: followers.n,
    donations_count: donations.n,
    donated_amount: Number(donations.sum),
    currency: cur,
  };
}
