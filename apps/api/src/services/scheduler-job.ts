import type { Deps } from "../context";

/** One job of the scheduler (scheduler.ts runs them in turn, every hour and at start). */
export interface ScheduledJob {
  name: string;
  /** Sends what is due at `now`; answers how many notifications it sent. */
  run(deps: Deps, now: Date): Promise<number>;
}
