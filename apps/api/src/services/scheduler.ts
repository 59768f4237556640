import { sql } from "kysely";
import type { Deps } from "../context";
import { campaignTasks } from "./campaign-tasks";
import { documentsOverdue } from "./documents-hold";
import type { JobLeases } from "./lease";
import { type NotificationType, notify } from "./notify";
import { currencies, currencyRef } from "./present";
import { runUpdateReminders } from "./reminders";
import { visitorCleanup } from "./visits";

// The notifications nothing a user does produces (000 §3, 001 §3): a campaign's weekly and
// monthly statistics and its new tasks, the update reminders (reminders.ts), and documents
// overdue on a withdrawal (documents-hold.ts, issue 13); and one job that sends nothing, the
// deletion of the campaigns' visitor rows of past days (visitorCleanup, visits.ts). The scheduler
// runs every job at start and then every hour; each job works out from the clock what is due.
// Periods are in UTC: a week runs from Monday 00:00 to the next Monday, a month from its first day.
// A job that runs twice in a period (a restart, a second instance) notifies once: each notice is
// recorded in scheduled_notifications (migration 0011) under (job, campaign, period), inserted in
// the same transaction as the notification. With several instances on one database, a lease per
// job (lease.ts) lets one instance run it: the others' timers find it held and skip it.

/** What the scheduler reads the time from and sets its timer with (a test passes a fake one). */
export interface SchedulerClock {
  now(): Date;
  every(ms: number, run: () => void): { cancel(): void };
}

export const systemClock: SchedulerClock = {
  now: () => new Date(),
  every(ms, run) {
    const timer = setInterval(run, ms);
    timer.unref();
    return { cancel: () => clearInterval(timer) };
  },
};

export interface ScheduledJob {
  name: string;
  /** Sends what is due at `now`; answers how many notifications it sent. */
  run(deps: Deps, now: Date): Promise<number>;
}

export interface Period {
  /** "2025-W47" or "2025-11". */
  key: string;
  start: Date;
  /** Exclusive. */
  end: Date;
}

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** The ISO week holding `date` (UTC), Monday to Monday. */
export function isoWeek(date: Date): Period {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = new Date(midnight - weekday * DAY);
  // The ISO year is the year of the week's Thursday; week 1 holds that year's 4 January.
  const thursday = new Date(start.getTime() + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY)) + 1;
  return { key: `${year}-W${pad(week)}`, start, end: new Date(start.getTime() + 7 * DAY) };
}

/** The last whole week before the one `now` is in. */
export function previousWeek(now: Date): Period {
  return isoWeek(new Date(isoWeek(now).start.getTime() - 1));
}

/** The calendar month before the one `now` is in (UTC). */
export function previousMonth(now: Date): Period {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { key: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start, end };
}

interface LiveCampaign {
  id: number;
  name: string;
  slug: string;
  created_by: number;
  currency_id: number;
}

/** Campaigns still collecting (not deleted, active, not finished) that existed before `before`. */
function liveCampaigns(deps: Deps, before: Date): Promise<LiveCampaign[]> {
  return deps.db
    .selectFrom("campaigns")
    .select(["id", "name", "slug", "created_by", "currency_id"])
    .where("deleted", "=", false)
    .where("active", "=", true)
    .where("finished", "=", false)
    .where("created_at", "<", before)
    .orderBy("id")
    .execute();
}

/**
 * Notifies the campaign's owner once for (job, campaign, period): the record and the notification
 * are written together, and the real-time event goes out after they are committed.
 */
async function notifyOnce(
  deps: Deps,
  job: string,
  period: string,
  campaign: LiveCampaign,
  type: NotificationType,
  data: Record<string, unknown>,
): Promise<boolean> {
  const emit = await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("scheduled_notifications")
      .values({ job, campaign_id: campaign.id, period })
      .onConflict((oc) => oc.doNothing())
      .returning("job")
      .executeTakeFirst();
    if (!claimed) return null;
    const sent = await notify(trx, campaign.created_by, type, {
      campaign_id: campaign.id,
      campaign_name: campaign.name,
      slug: campaign.slug,
      ...data,
    });
    await trx
      .updateTable("scheduled_notifications")
      .set({ notification_id: sent.notificationId })
      .where("job", "=", job)
      .where("campaign_id", "=", campaign.id)
      .where("period", "=", period)
      .execute();
    return sent;
  });
  if (!emit) return false;
  emit(deps.realtime);
  return true;
}

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

/**
 * Once a week, the owner of a live campaign with tasks still to do (the dashboard's task list) is
 * told which, and the notification opens that list; a campaign with every task done is left alone.
 */
export const newTasks: ScheduledJob = {
  name: "new-tasks",
  async run(deps, now) {
    const period = isoWeek(now);
    const campaigns = await liveCampaigns(deps, new Date(now.getTime() + 1));
    const tasks = await campaignTasks(
      deps.db,
      campaigns.map((c) => c.id),
    );
    let sent = 0;
    for (const campaign of campaigns) {
      const open = (tasks.get(campaign.id) ?? []).filter((task) => !task.done);
      if (open.length === 0) continue;
      const data = { tasks: open.map((task) => task.key) };
      if (await notifyOnce(deps, "new-tasks", period.key, campaign, "CAMPAIGN_NEW_TASKS", data))
        sent += 1;
    }
    return sent;
  },
};

export const updateReminders: ScheduledJob = {
  name: "update-reminders",
  run: (deps, now) => runUpdateReminders(deps, now),
};

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  updateReminders,
  weeklyStatistics,
  monthlyStatistics,
  newTasks,
  documentsOverdue,
  visitorCleanup,
];

export interface Scheduler {
  /** Runs every job once now (what the timer does each hour); resolves when they are done. */
  tick(): Promise<void>;
  /** No more runs; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs the jobs at start and then every `everyMs` (an hour), one after the other; a run still going
 * when the next is due is not doubled. A failing job is logged and the others still run. With
 * `leases`, a job runs only while this instance holds its lease, and stop() releases them.
 */
export function startScheduler(
  deps: Deps,
  options: {
    clock?: SchedulerClock;
    everyMs?: number;
    jobs?: readonly ScheduledJob[];
    leases?: JobLeases;
  } = {},
): Scheduler {
  const clock = options.clock ?? systemClock;
  const jobs = options.jobs ?? SCHEDULED_JOBS;
  const leases = options.leases;
  let running: Promise<void> | null = null;
  let stopped = false;

  const runAll = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        const work = () => job.run(deps, clock.now());
        const sent = leases ? (await leases.run(job.name, work)).sent : await work();
        if (sent) deps.log.info("scheduled notifications sent", { job: job.name, count: sent });
      } catch (error) {
        deps.log.warn("scheduled job failed", { job: job.name, error });
      }
    }
  };
  const tick = () => {
    if (stopped) return Promise.resolve();
    if (!running) running = runAll().finally(() => (running = null));
    return running;
  };
  const timer = clock.every(options.everyMs ?? 3600_000, () => void tick());
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      timer.cancel();
      await running;
      await leases?.release();
    },
  };
}
