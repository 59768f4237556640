// Campaign visits, counted in memory and written every few seconds (issue 12), per UTC day
// (issue 13). A campaign fetch used to be an UPDATE ... RETURNING: a write per page view, which on
// PostgreSQL also queues every view of a popular campaign on its row lock. Only the owner's
// metrics show the counts, and they add what this process has not written yet. A crash loses at
// most the last interval's views; a shutdown writes them (stop()).
//
// Each flush is one transaction: the campaigns' totals (campaigns.visits), each visitor of each
// day (campaign_daily_visitors, ON CONFLICT DO NOTHING: the rows it did insert are the day's new
// unique visitors) and each day's visits and new unique visitors added to campaign_daily_stats
// (ON CONFLICT DO UPDATE visits = visits + excluded.visits), migration 0014. A visitor is an
// HMAC of who visited (a member's id, or a guest's address and User-Agent) and the day, under a
// key derived from JWT_SECRET: the same visitor is one row a day on every instance, no address or
// id is stored, and two days' rows of one visitor do not match. Those rows are needed only while
// their day's visits are still being counted: the visitor-cleanup job deletes them after a day.
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db, Q } from "../db/database";
import type { Logger } from "../log";

export const VISIT_FLUSH_MS = 5_000;

/** The UTC day of `date`, "YYYY-MM-DD". */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

interface PendingDay {
  campaignId: number;
  day: string;
  visits: number;
  visitors: Set<string>;
}

/** A campaign's visits of one day counted here and not written yet. */
export interface PendingVisits {
  day: string;
  visits: number;
  /** The day's visitors (HMACs) among them. */
  visitors: string[];
}

export class VisitCounter {
  private pending = new Map<string, PendingDay>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly key: Buffer;
  /** The clock visits and shares are counted by (UTC days); a test may move it. */
  now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
    private readonly intervalMs = VISIT_FLUSH_MS,
    options: {
      /** JWT_SECRET: the visitors' key is derived from it (without it, a key of this process). */
      secret?: string;
      now?: () => Date;
    } = {},
  ) {
    this.key = options.secret
      ? Buffer.from(
          hkdfSync("sha256", options.secret, "causeway", "causeway campaign visitors v1", 32),
        )
      : randomBytes(32);
    this.now = options.now ?? (() => new Date());
  }

  /** Today (UTC) by this counter's clock: the day a visit or a share counts on. */
  day(): string {
    return utcDay(this.now());
  }

  /** Who visited, as stored for `day`: 32 hex digits of HMAC-SHA256(key, day + who). */
  visitorOf(day: string, who: string): string {
    return createHmac("sha256", this.key).update(`${day}\n${who}`).digest("hex").slice(0, 32);
  }

  /**
   * One visit of the campaign by `who`: "member:<id>", or for a guest "guest:<address>\n<agent>"
   * (never stored as such, see visitorOf).
   */
  count(campaignId: number, who: string): void {
    const day = this.day();
    const key = `${campaignId}:${day}`;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { campaignId, day, visits: 0, visitors: new Set() };
      this.pending.set(key, entry);
    }
    entry.visits += 1;
    entry.visitors.add(this.visitorOf(day, who));
    if (!this.timer && !this.stopped) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.intervalMs);
      this.timer.unref();
    }
  }

  /** Visits of the campaign counted here and not written yet, all days together. */
  pendingFor(campaignId: number): number {
    let n = 0;
    for (const entry of this.pending.values())
      if (entry.campaignId === campaignId) n += entry.visits;
    return n;
  }

  /** The campaign's visits counted here and not written yet, by day. */
  pendingDays(campaignId: number): PendingVisits[] {
    const days: PendingVisits[] = [];
    for (const entry of this.pending.values()) {
      if (entry.campaignId !== campaignId) continue;
      days.push({ day: entry.day, visits: entry.visits, visitors: [...entry.visitors] });
    }
    return days;
  }

  /**
   * Of the campaign's visitors counted here and not written yet, how many each day are new to
   * that day (not yet among its written visitors): what the day's unique_visits will grow by.
   */
  async pendingUnique(
    db: Q,
    campaignId: number,
    days: PendingVisits[],
  ): Promise<Map<string, number>> {
    const pairs = days.flatMap((d) => d.visitors.map((v) => [d.day, v] as const));
    if (!pairs.length) return new Map();
    const { rows } = await sql<{ day: string; n: number }>`
      select p.day::text as day, count(*)::int as n
      from unnest(${pairs.map((p) => p[0])}::date[], ${pairs.map((p) => p[1])}::char(32)[]) as p (day, visitor)
      where not exists (
        select 1 from campaign_daily_visitors v
        where v.campaign_id = ${campaignId} and v.day = p.day and v.visitor = p.visitor)
      group by p.day`.execute(db);
    return new Map(rows.map((r) => [r.day, r.n]));
  }

  /** Writes the counted visits: one transaction for every campaign and day. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return;
      const batch = [...this.pending.values()].sort(
        (a, b) => a.campaignId - b.campaignId || a.day.localeCompare(b.day),
      );
      this.pending = new Map();
      try {
        await this.db.transaction().execute((trx) => writeVisits(trx, batch));
      } catch (error) {
        // Counted again with the next batch (unless stopped: the database is gone).
        if (!this.stopped) for (const entry of batch) this.restore(entry);
        this.log?.warn("visit counts not written", {
          error,
          campaigns: new Set(batch.map((e) => e.campaignId)).size,
        });
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

  private restore(entry: PendingDay) {
    const key = `${entry.campaignId}:${entry.day}`;
    const current = this.pending.get(key);
    if (!current) {
      this.pending.set(key, entry);
      return;
    }
    current.visits += entry.visits;
    for (const visitor of entry.visitors) current.visitors.add(visitor);
  }
}

/** The batch's totals, visitors and days, in the caller's transaction. */
async function writeVisits(trx: Q, batch: PendingDay[]): Promise<void> {
  const totals = new Map<number, number>();
  for (const e of batch) totals.set(e.campaignId, (totals.get(e.campaignId) ?? 0) + e.visits);
  const ids = [...totals.keys()];
  await trx
    .updateTable("campaigns")
    .from(
      sql<{ id: number; n: number }>`(select unnest(${ids}::int[]) as id,
        unnest(${ids.map((id) => totals.get(id) ?? 0)}::int[]) as n)`.as("v"),
    )
    .set({ visits: sql`campaigns.visits + v.n` })
    .where(sql<boolean>`campaigns.id = v.id`)
    .execute();

  // Each (campaign, day, visitor) once: the rows inserted are the visitors new to their day.
  const seen = batch.flatMap((e) => [...e.visitors].map((v) => ({ e, v })));
  const fresh = await trx
    .insertInto("campaign_daily_visitors")
    .columns(["campaign_id", "day", "visitor"])
    .expression(
      sql`select v.campaign_id, v.day, v.visitor
        from unnest(${seen.map((s) => s.e.campaignId)}::int[], ${seen.map((s) => s.e.day)}::date[],
          ${seen.map((s) => s.v)}::char(32)[]) as v (campaign_id, day, visitor)
        where exists (select 1 from campaigns c where c.id = v.campaign_id)`,
    )
    .onConflict((oc) => oc.doNothing())
    .returning(["campaign_id", sql<string>`day::text`.as("day")])
    .execute();
  const unique = new Map<string, number>();
  for (const r of fresh) {
    const key = `${r.campaign_id}:${r.day}`;
    unique.set(key, (unique.get(key) ?? 0) + 1);
  }

  await trx
    .insertInto("campaign_daily_stats")
    .columns(["campaign_id", "day", "visits", "unique_visits"])
    .expression(
      sql`select v.campaign_id, v.day, v.visits, v.unique_visits
        from unnest(${batch.map((e) => e.campaignId)}::int[], ${batch.map((e) => e.day)}::date[],
          ${batch.map((e) => e.visits)}::int[],
          ${batch.map((e) => unique.get(`${e.campaignId}:${e.day}`) ?? 0)}::int[])
          as v (campaign_id, day, visits, unique_visits)
        where exists (select 1 from campaigns c where c.id = v.campaign_id)`,
    )
    .onConflict((oc) =>
      oc.columns(["campaign_id", "day"]).doUpdateSet({
        visits: sql`campaign_daily_stats.visits + excluded.visits`,
        unique_visits: sql`campaign_daily_stats.unique_visits + excluded.unique_visits`,
      }),
    )
    .execute();
}

/** One share of the campaign on `day`, with campaigns.share_count (in the caller's transaction). */
export async function addShareOfDay(trx: Q, campaignId: number, day: string): Promise<void> {
  await trx
    .insertInto("campaign_daily_stats")
    .values({ campaign_id: campaignId, day, shares: 1 })
    .onConflict((oc) =>
      oc
        .columns(["campaign_id", "day"])
        .doUpdateSet({ shares: sql`campaign_daily_stats.shares + 1` }),
    )
    .execute();
}
