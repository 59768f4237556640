// The scheduled job that forgets the campaigns' visitors of past days (visits.ts counts them).
import type { ScheduledJob } from "./scheduler-job";
import { utcDay } from "./visits";

const DAY_MS = 86_400_000;

/**
 * Deletes the visitor rows of days before yesterday (hourly, with the scheduled jobs): a day's
 * unique visitors are counted in campaign_daily_stats, and its visitors were kept only so that a
 * visitor counts once that day (yesterday's stay for a batch written after midnight).
 */
export const visitorCleanup: ScheduledJob = {
  name: "visitor-cleanup",
  async run(deps, now) {
    const yesterday = utcDay(new Date(now.getTime() - DAY_MS));
    await deps.db.deleteFrom("campaign_daily_visitors").where("day", "<", yesterday).execute();
    return 0;
  },
};
