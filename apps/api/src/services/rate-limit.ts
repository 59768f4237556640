// Login and sign-up attempts are limited per key (route + client address [+ account]) with a
// fixed window counted in the database: one atomic upsert per attempt, on the database's clock,
// so every server process on one database (and a restarted one) shares the same counters.
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database";

export interface RateLimiter {
  /** Counts one attempt; answers the seconds to wait when over the limit, else null. */
  hit(key: string, max: number, windowMs: number): Promise<number | null>;
}

/** How often a process deletes the rows whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

export class DbRateLimiter implements RateLimiter {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, max: number, windowMs: number): Promise<number | null> {
    // Keys hold a login name of any length: store a fixed-size digest.
    const digest = createHash("sha256").update(key).digest("base64url");
    // A new key, or one whose window has ended, starts a window at 1; else the count goes up.
    // Row-level locking of the upsert makes concurrent attempts count once each.
    const row = await sql<{ hits: number; wait_ms: number }>`
      insert into rate_limits as r (key, hits, reset_at)
      values (${digest}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning hits, (extract(epoch from (reset_at - now())) * 1000)::float8 as wait_ms`
      .execute(this.db)
      .then((r) => r.rows[0]);
    if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) await this.sweep();
    if (!row || row.hits <= max) return null;
    return Math.max(0, Number(row.wait_ms)) / 1000;
  }

  /** Deletes the counters whose window has ended; answers how many. */
  async sweep(): Promise<number> {
    this.lastSweep = Date.now();
    const result = await this.db
      .deleteFrom("rate_limits")
      .where("reset_at", "<=", sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
