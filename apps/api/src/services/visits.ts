// Campaign visits, counted in memory and written in one statement every few seconds (issue 12).
// A campaign fetch used to be an UPDATE ... RETURNING: a write per page view, which on PostgreSQL
// also queues every view of a popular campaign on its row lock. Only the owner's metrics show the
// count, and they add what this process has not written yet. A crash loses at most the last
// interval's views; a shutdown writes them (stop()).
import { sql } from "kysely";
import type { Db } from "../db/database";
import type { Logger } from "../log";

export const VISIT_FLUSH_MS = 5_000;

export class VisitCounter {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
    private readonly intervalMs = VISIT_FLUSH_MS,
  ) {}

  /** One visit of the campaign. */
  count(campaignId: number): void {
    this.pending.set(campaignId, (this.pending.get(campaignId) ?? 0) + 1);
    if (!this.timer && !this.stopped) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.intervalMs);
      this.timer.unref();
    }
  }

  /** Visits counted here and not written yet. */
  pendingFor(campaignId: number): number {
    return this.pending.get(campaignId) ?? 0;
  }

  /** Writes the counted visits: one statement for every campaign. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return;
      const batch = this.pending;
      this.pending = new Map();
      const ids = [...batch.keys()];
      const counts = ids.map((id) => batch.get(id) ?? 0);
      try {
        await this.db
          .updateTable("campaigns")
          .from(
            sql<{ id: number; n: number }>`(select unnest(${ids}::int[]) as id,
              unnest(${counts}::int[]) as n)`.as("v"),
          )
          .set({ visits: sql`campaigns.visits + v.n` })
          .where(sql<boolean>`campaigns.id = v.id`)
          .execute();
      } catch (error) {
        // Counted again with the next batch (unless stopped: the database is gone).
        if (!this.stopped) {
          for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        }
        this.log?.warn("visit counts not written", { error, campaigns: ids.length });
      }
    });
    return this.flushing;
  }

  /** Writes what is pending and counts no more (before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
    this.stopped = true;
  }
}
