// Leases in the database (issue 17): a scheduled job runs on one instance at a time, however many
// share the database. A lease is a row per job (job_leases, migration 0013) naming its holder and
// when it expires. An instance takes it with one atomic upsert that succeeds only when the row is
// free, expired or already its own; only the holder runs the job. The holder renews its leases
// while it lives (every third of their lifetime), so another instance's timer, out of step with
// the holder's, finds the job taken and leaves it; a holder that stops releases them (a crashed
// one's expire), and the next instance whose timer fires takes over. Each run is written down in
// scheduled_runs (which job, which instance, when, how many notifications), what an operator
// reads to see where the jobs run. The per-period records of the jobs themselves
// (scheduled_notifications) still make a notice once even if two runs ever overlapped.
// Also here: the start-up lock that keeps two instances starting together from migrating or
// seeding the same database at once.
import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../db/database";
import type { Logger } from "../log";

/** Runs older than this are deleted (at most once an hour). */
const KEEP_RUNS_DAYS = 30;

export interface LeasedRun {
  /** False when another instance holds the job's lease. */
  ran: boolean;
  /** Notifications the run sent. */
  sent: number;
}

export class JobLeases {
  private readonly held = new Set<string>();
  private heartbeat: NodeJS.Timeout | null = null;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    /** This instance (config.instanceId). */
    readonly holder: string,
    private readonly ttlMs: number,
    private readonly log?: Logger,
  ) {}

  /** Takes the job's lease, or renews it when held; true when this instance holds it now. */
  async take(job: string): Promise<boolean> {
    const { rows } = await sql<{ holder: string }>`
      insert into job_leases as l (job, holder, expires_at)
      values (${job}, ${this.holder}, now() + ${this.ttlMs} * interval '1 millisecond')
      on conflict (job) do update set
        holder = excluded.holder,
        expires_at = excluded.expires_at,
        acquired_at = case when l.holder = excluded.holder then l.acquired_at else now() end
      where l.holder = excluded.holder or l.expires_at <= now()
      returning holder`.execute(this.db);
    const taken = rows.length > 0;
    if (taken && !this.held.has(job))
      this.log?.info("job lease taken", { job, holder: this.holder });
    if (taken) this.held.add(job);
    else this.held.delete(job);
    this.beat();
    return taken;
  }

  /** The jobs this instance holds, as far as it knows. */
  holding(): string[] {
    return [...this.held].sort();
  }

  /** Extends every lease held; a lease lost meanwhile (it expired and was taken) is let go. */
  async renew(): Promise<void> {
    if (!this.held.size) return;
    const { rows } = await sql<{ job: string }>`
      update job_leases set expires_at = now() + ${this.ttlMs} * interval '1 millisecond'
      where holder = ${this.holder}
      returning job`.execute(this.db);
    const kept = new Set(rows.map((r) => r.job));
    for (const job of this.held) {
      if (kept.has(job)) continue;
      this.held.delete(job);
      this.log?.warn("job lease lost", { job, holder: this.holder });
    }
    this.beat();
  }

  /** Runs `work` if this instance holds (or takes) the job's lease, and writes the run down. */
  async run(job: string, work: () => Promise<number>): Promise<LeasedRun> {
    if (!(await this.take(job))) return { ran: false, sent: 0 };
    const { rows } = await sql<{ id: number }>`
      insert into scheduled_runs (job, holder) values (${job}, ${this.holder}) returning id`.execute(
      this.db,
    );
    const id = rows[0]?.id;
    try {
      const sent = await work();
      await sql`update scheduled_runs set finished_at = now(), sent = ${sent} where id = ${id}`.execute(
        this.db,
      );
      await this.prune();
      return { ran: true, sent };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await sql`update scheduled_runs set finished_at = now(), error = ${message.slice(0, 500)} where id = ${id}`
        .execute(this.db)
        .catch(() => {});
      throw error;
    }
  }

  /** Lets every lease of this instance go (shutdown): the next instance to tick takes them. */
  async release(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const had = this.holding();
    this.held.clear();
    await sql`delete from job_leases where holder = ${this.holder}`.execute(this.db);
    if (had.length) this.log?.info("job leases released", { jobs: had, holder: this.holder });
  }

  /** Renews the held leases every third of their lifetime while there are any. */
  private beat() {
    if (this.held.size && !this.heartbeat) {
      this.heartbeat = setInterval(
        () =>
          void this.renew().catch((error) => this.log?.warn("job lease renewal failed", { error })),
        Math.max(100, Math.floor(this.ttlMs / 3)),
      );
      this.heartbeat.unref();
    } else if (!this.held.size && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private async prune() {
    if (Date.now() - this.lastPrune < 3600_000) return;
    this.lastPrune = Date.now();
    await sql`delete from scheduled_runs where started_at < now() - ${KEEP_RUNS_DAYS} * interval '1 day'`.execute(
      this.db,
    );
  }
}

/** The advisory lock's key for starting up (migrations and the demo seed): "caus". */
export const STARTUP_LOCK = 0x63617573;

/**
 * Runs `work` (migrate, seed) holding PostgreSQL's advisory lock on its own connection, so
 * instances started together on one database take turns: the first migrates and seeds, the next
 * finds it done. PGlite is one process: no lock.
 */
export async function underStartupLock<T>(
  databaseUrl: string | null,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK]);
    return await work();
  } finally {
    // Closing the session releases the lock too.
    await client.end().catch(() => {});
  }
}
