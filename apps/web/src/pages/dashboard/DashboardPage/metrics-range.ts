// The owner's statistics over a period (GET /campaign/{id}/metrics and /metric/session): which
// days, at what grain, and the queries; pure, so the server's render and the browser's agree.
import { campaignQueries } from "@causeway/api-client";

export const METRIC_PERIODS = [7, 30, 90] as const;
export type MetricPeriod = (typeof METRIC_PERIODS)[number];

export const METRIC_SERIES = ["donations", "visits", "shares"] as const;
export type MetricSeriesType = (typeof METRIC_SERIES)[number];

const DAY = 86_400;

/**
 * The last `days` whole days in UTC up to today's end (Unix seconds, both ends inside): the same
 * range all day long wherever the page renders, so a server render and the browser ask the same.
 */
export function metricsRange(days: MetricPeriod, now: number = Date.now()) {
  const to = Math.floor(now / 1000 / DAY) * DAY + DAY - 1;
  return { from: to - days * DAY + 1, to };
}

/** A point a day for up to a month, a point a week beyond (the server's day, week and month). */
export const seriesFormat = (days: MetricPeriod) => (days > 31 ? "week" : "day");

/** Totals over the period: visits, shares, new followers, donations and what they raised. */
export const periodTotalsQuery = (campaignId: number, days: MetricPeriod, now?: number) =>
  campaignQueries.metrics(campaignId, metricsRange(days, now));

/** One series over the period, a point per day (per week over 90 days). */
export const periodSeriesQuery = (
  campaignId: number,
  days: MetricPeriod,
  type: MetricSeriesType,
  now?: number,
) =>
  campaignQueries.sessionMetric(campaignId, {
    type,
    format: seriesFormat(days),
    ...metricsRange(days, now),
  });
