// Which tables this process has written, and when (issue 12): the in-process caches
// (read-cache.ts) are valid while none of the tables they read has been written since they were
// filled. The database's driver is wrapped (WatchedDialect) so that no write escapes it: every
// INSERT, UPDATE, DELETE or MERGE Kysely runs marks its table when it returns, and the tables a
// transaction wrote are marked again when it commits or rolls back, since until then other
// connections still read the old rows (a cache filled meanwhile would keep them). A raw statement
// is read by its first words, and one that is not plainly a read marks every table (migrations).
// Writes made by another process (another server on the same PostgreSQL) are not seen: each cache
// also has a lifetime, which bounds how long such a change can go unseen.
import { PostgresAdapter } from "kysely";
import { EVERY_TABLE, type WatchOptions, type Written } from "./written-tables";

/**
 * The write clock of one database, as this process sees it: each write ticks the clock and marks
 * its tables with the tick. A value read at tick T is current while no table it came from is
 * marked after T.
 */
export class TableWatch {
  private clock = 0;
  private everyTableAt = 0;
  private readonly lastWrite = new Map<string, number>();
  private readonly listeners = new Set<(tables: Written) => void>();

  constructor(readonly options: WatchOptions = {}) {}

  /** The current tick: read it before reading what a cache will keep. */
  now(): number {
    return this.clock;
  }

  wrote(tables: Written): void {
    this.clock += 1;
    if (tables === EVERY_TABLE) this.everyTableAt = this.clock;
    else for (const t of tables) this.lastWrite.set(t, this.clock);
    for (const listener of this.listeners) listener(tables);
  }

  /** Whether any of `tables` has been written after tick `at`. */
  changedSince(tables: readonly string[], at: number): boolean {
    if (this.everyTableAt > at) return true;
    for (const t of tables) if ((this.lastWrite.get(t) ?? 0) > at) return true;
    return false;
  }

  /** Whether any table but `ignored` has been written after tick `at`. */
  changedSinceExcept(ignored: ReadonlySet<string>, at: number): boolean {
    if (this.everyTableAt > at) return true;
    for (const [table, tick] of this.lastWrite) if (tick > at && !ignored.has(table)) return true;
    return false;
  }

  /** Called after each write (with the tables, or `*`); returns the unsubscribe. */
  onWrite(listener: (tables: Written) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** Kysely's PostgreSQL adapter, carrying the database's watch and caches (see watchOf). */
export class WatchedAdapter extends PostgresAdapter {
  /** Per-database cache storage (read-cache.ts), keyed by each cache's definition. */
  readonly caches = new Map<object, unknown>();
  constructor(readonly watch: TableWatch) {
    super();
  }
}

/**
 * The watched adapter of a database, a transaction on it or a copy with plugins (they all share
 * it), or null for a database opened some other way (then nothing is cached).
 */
export function watchedAdapterOf(q: {
  getExecutor(): { adapter: unknown };
}): WatchedAdapter | null {
  const adapter = q.getExecutor().adapter;
  return adapter instanceof WatchedAdapter ? adapter : null;
}
