// The in-process caches of several instances kept in step (issue 17). Each process's caches are
// dropped the moment that process writes a table they were read from (db/table-watch.ts); a write
// made through another instance used to be seen only when an entry's lifetime ran out (2 s for a
// token's user, 30 s for the categories' counts, 5 s for a guest's page). Here every instance on
// one PostgreSQL tells the others which tables it wrote (NOTIFY on one channel, the names of the
// tables, a few milliseconds behind the write) and marks the tables the others wrote in its own
// watch, so their caches drop those entries as if it had written them itself. The lifetimes stay
// as the bound for what a lost notification (a dropped connection) or a write from outside the
// servers (psql) can leave unseen; after a dropped connection every table counts as written.
import type pg from "pg";
import type { TableWatch } from "../db/table-watch";
import type { Logger } from "../log";

export const CACHE_CHANNEL = "causeway_table_writes";

/** NOTIFY's payload limit is 8000 bytes; past this many names every table counts as written. */
const MAX_NAMES_LENGTH = 7000;

type Written = ReadonlySet<string> | "*";

interface Message {
  /** The instance that wrote. */
  from: string;
  tables: string[] | "*";
}

export class CacheFanout {
  private pending: Set<string> | "*" | null = null;
  private scheduled = false;
  private flushing: Promise<void> = Promise.resolve();
  private listener: pg.PoolClient | null = null;
  private applying = false;
  private stopped = false;
  private unsubscribe: (() => void) | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly watch: TableWatch,
    private readonly instanceId: string,
    private readonly log: Logger,
  ) {}

  /** Listens for the other instances' writes and starts telling them this one's. */
  async start(): Promise<void> {
    this.unsubscribe = this.watch.onWrite((tables) => this.wrote(tables));
    await this.listen();
  }

  /** Whether the other instances' writes are heard now. */
  get connected(): boolean {
    return this.listener !== null;
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    let client: pg.PoolClient | null = null;
    try {
      client = await this.pool.connect();
      client.on("notification", (message) => this.received(message.payload));
      const held = client;
      const lost = (error?: Error) => {
        if (this.listener !== held) return;
        this.listener = null;
        this.log.warn("cache fan-out lost its connection", { error });
        held.release(true);
        // Whatever was written meanwhile went unheard: every table counts as written.
        this.apply("*");
        this.reconnectTimer = setTimeout(() => void this.listen(), 1000);
        this.reconnectTimer.unref();
      };
      client.on("error", lost);
      client.on("end", () => lost());
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      client?.release(true);
      this.log.warn("cache fan-out cannot listen", { error });
      this.reconnectTimer = setTimeout(() => void this.listen(), 1000);
      this.reconnectTimer.unref();
    }
  }

  /** This process wrote `tables`: told to the others on the next turn, with what follows. */
  private wrote(tables: Written) {
    if (this.applying || this.stopped) return;
    if (tables === "*" || this.pending === "*") this.pending = "*";
    else {
      const pending = this.pending ?? new Set<string>();
      for (const table of tables) pending.add(table);
      this.pending = pending;
    }
    if (this.pending && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.flushing = this.flushing.then(() => this.flush());
      });
    }
  }

  private async flush(): Promise<void> {
    const pending = this.pending;
    this.pending = null;
    if (!pending) return;
    let tables: string[] | "*" = pending === "*" ? "*" : [...pending].sort();
    if (tables !== "*" && tables.join(",").length > MAX_NAMES_LENGTH) tables = "*";
    const message: Message = { from: this.instanceId, tables };
    try {
      await this.pool.query("SELECT pg_notify($1, $2)", [CACHE_CHANNEL, JSON.stringify(message)]);
    } catch (error) {
      // The others' entries still end with their lifetime.
      this.log.warn("cache fan-out could not notify", { error });
    }
  }

  private received(payload: string | undefined) {
    let message: Message;
    try {
      message = JSON.parse(payload ?? "") as Message;
    } catch {
      return;
    }
    if (message.from === this.instanceId) return;
    this.apply(Array.isArray(message.tables) ? new Set(message.tables) : "*");
  }

  /** Marks tables another instance wrote, without telling them back. */
  private apply(tables: Written) {
    this.applying = true;
    try {
      this.watch.wrote(tables);
    } finally {
      this.applying = false;
    }
  }

  /** Sends what is pending, stops listening and lets go of the connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.flushing;
    await this.flush();
    const client = this.listener;
    this.listener = null;
    if (client) {
      try {
        await client.query(`UNLISTEN ${CACHE_CHANNEL}`);
      } catch {
        // closing anyway
      }
      client.release();
    }
  }
}
