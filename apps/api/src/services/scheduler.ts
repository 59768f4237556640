import type { Deps } from "../context";
import { documentsOverdue } from "./documents-hold";
import type { JobLeases } from "./lease";
import { updateReminders } from "./reminders";
import type { ScheduledJob } from "./scheduler-job";
import { newTasks } from "./scheduler-new-tasks";
import { monthlyStatistics, weeklyStatistics } from "./scheduler-statistics";
import { unreadMessages } from "./unread-message-mail";
import { visitorCleanup } from "./visitor-cleanup";

export type { ScheduledJob };

// The notifications nothing a user does produces (000 §3, 001 §3): a campaign's weekly and
// monthly statistics and its new tasks, the update reminders (reminders.ts), and documents
// overdue on a withdrawal (documents-hold.ts, issue 13), the e-mail of messages left unread
// (unread-message-mail.ts, issue 28); and one job that sends nothing, the
// deletion of the campaigns' visitor rows of past days (visitorCleanup, visitor-cleanup.ts). The scheduler
// runs every job at start and then every hour; each job works out from the clock what is due.
// Periods are in UTC: a week runs from Monday 00:00 to the next Monday, a month from its first day.
// A job that runs twice in a period (a restart, a second instance) notifies once: each notice is
// recorded in scheduled_notifications (migration 0011) under (job, campaign, period), inserted in
// the same transaction as the notification. With several instances on one database, a lease per
// job (lease.ts) lets one instance run it: the others' timers find it held and skip it.
// Each job is in its own file: updateReminders (reminders.ts), the statistics
// (scheduler-statistics.ts), newTasks (scheduler-new-tasks.ts), documentsOverdue, visitorCleanup;
// the periods are in scheduler-periods.ts, notifying once in scheduler-notify.ts.

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

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  updateReminders,
  weeklyStatistics,
  monthlyStatistics,
  newTasks,
  documentsOverdue,
  unreadMessages,
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
