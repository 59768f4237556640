// Which tables this process has written, and when (issue 12): the in-process caches
// (read-cache.ts) are valid while none of the tables they read has been written since they were
// filled. The database's driver is wrapped (WatchedDialect) so that no write escapes it: every
// INSERT, UPDATE, DELETE or MERGE Kysely runs marks its table when it returns, and the tables a
// transaction wrote are marked again when it commits or rolls back, since until then other
// connections still read the old rows (a cache filled meanwhile would keep them). A raw statement
// is read by its first words, and one that is not plainly a read marks every table (migrations).
// Writes made by another process (another server on the same PostgreSQL) are not seen: each cache
// also has a lifetime, which bounds how long such a change can go unseen.
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type OperationNode,
  PostgresAdapter,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

/** `*` stands for every table. */
type Written = ReadonlySet<string> | "*";

const EVERY_TABLE = "*";

/** The name of a table node (or an aliased one), else null. */
function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === "AliasNode")
    return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind !== "TableNode") return null;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
}

function columnName(node: OperationNode): string | null {
  if (node.kind !== "ColumnNode") return null;
  return (node as unknown as { column: { name: string } }).column.name;
}

/** A raw statement that only reads or steers a transaction. */
const READ_ONLY_RAW =
  /^\s*(select|values|show|explain|begin|start\s+transaction|commit|rollback|savepoint|release|set)\b/i;
const RAW_WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/i;

export interface WatchOptions {
  /**
   * Columns no cached answer shows, by table: an UPDATE setting only these (the buffered visit
   * counts of campaigns) does not change the table for the caches.
   */
  quietColumns?: Record<string, readonly string[]>;
}

/**
 * The tables a statement writes: none (null) for a read, `*` when it cannot tell (DDL, a raw
 * script). Reads the statement's operation tree, never its text, except for raw SQL.
 */
export function writtenTables(
  query: OperationNode,
  sqlText: string,
  options: WatchOptions = {},
): Written | null {
  const node = query as OperationNode & Record<string, unknown>;
  const tables = new Set<string>();
  const add = (name: string | null) => {
    if (name) tables.add(name);
  };
  const fromWith = (withNode: unknown) => {
    const expressions =
      (withNode as { expressions?: { expression: OperationNode }[] } | undefined)?.expressions ??
      [];
    for (const e of expressions) {
      const inner = writtenTables(e.expression, "", options);
      if (inner === EVERY_TABLE) return EVERY_TABLE;
      for (const t of inner ?? []) tables.add(t);
    }
    return null;
  };
  switch (node.kind) {
    case "SelectQueryNode":
      if (fromWith(node.with) === EVERY_TABLE) return EVERY_TABLE;
      break;
    case "InsertQueryNode":
      add(tableName(node.into as OperationNode));
      if (fromWith(node.with) === EVERY_TABLE) return EVERY_TABLE;
      break;
    case "UpdateQueryNode": {
      const name = tableName(node.table as OperationNode);
      const quiet = name ? options.quietColumns?.[name] : undefined;
      const updates = (node.updates as { column: OperationNode }[] | undefined) ?? [];
      const onlyQuiet =
        !!quiet &&
        updates.length > 0 &&
        updates.every((u) => {
          const column = columnName(u.column);
          return column !== null && quiet.includes(column);
        });
      if (!onlyQuiet) add(name ?? "*");
      if (fromWith(node.with) === EVERY_TABLE) return EVERY_TABLE;
      break;
    }
    case "DeleteQueryNode":
      for (const from of (node.from as { froms: OperationNode[] }).froms) add(tableName(from));
      if (fromWith(node.with) === EVERY_TABLE) return EVERY_TABLE;
      break;
    case "MergeQueryNode":
      add(tableName(node.into as OperationNode));
      break;
    case "RawNode": {
      if (READ_ONLY_RAW.test(sqlText)) return null;
      const write = RAW_WRITE.exec(sqlText);
      // One plain INSERT/UPDATE/DELETE names its table; anything else may change any.
      if (write?.[1] && !sqlText.includes(";")) add(write[1].toLowerCase());
      else return EVERY_TABLE;
      break;
    }
    default:
      // Schema builders (CREATE, ALTER, DROP ...) may change anything.
      if (/^(Create|Alter|Drop|Refresh)/.test(node.kind)) return EVERY_TABLE;
  }
  if (tables.has("*")) return EVERY_TABLE;
  return tables.size ? tables : null;
}

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

class WatchedConnection implements DatabaseConnection {
  /** Tables written by the open transaction on this connection. */
  pending: Set<string> | typeof EVERY_TABLE | null = null;
  inTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: TableWatch,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const written = writtenTables(compiled.query, compiled.sql, this.watch.options);
    try {
      return await this.inner.executeQuery<R>(compiled);
    } finally {
      if (written) {
        this.watch.wrote(written);
        if (this.inTransaction) this.remember(written);
      }
    }
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize: number) {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }

  private remember(written: Written) {
    if (written === EVERY_TABLE || this.pending === EVERY_TABLE) {
      this.pending = EVERY_TABLE;
      return;
    }
    const pending = this.pending ?? new Set<string>();
    for (const t of written) pending.add(t);
    this.pending = pending;
  }

  /** The transaction ended (committed or rolled back): what it wrote changes again, for all. */
  ended() {
    const pending = this.pending;
    this.pending = null;
    this.inTransaction = false;
    if (pending) this.watch.wrote(pending);
  }
}

class WatchedDriver implements Driver {
  private readonly connections = new WeakMap<DatabaseConnection, WatchedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly watch: TableWatch,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let watched = this.connections.get(connection);
    if (!watched) {
      watched = new WatchedConnection(connection, this.watch);
      this.connections.set(connection, watched);
    }
    return watched;
  }

  private unwrap(connection: DatabaseConnection) {
    return (connection as WatchedConnection).inner ?? connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(this.unwrap(connection), settings);
    (connection as WatchedConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    try {
      await this.inner.commitTransaction(this.unwrap(connection));
    } finally {
      (connection as WatchedConnection).ended();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await this.inner.rollbackTransaction(this.unwrap(connection));
    } finally {
      (connection as WatchedConnection).ended();
    }
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ) {
    await this.inner.savepoint?.(this.unwrap(connection), name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ) {
    await this.inner.rollbackToSavepoint?.(this.unwrap(connection), name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ) {
    await this.inner.releaseSavepoint?.(this.unwrap(connection), name, compile);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(this.unwrap(connection));
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** A PostgreSQL-dialect database whose writes the watch sees. */
export class WatchedDialect implements Dialect {
  readonly watch: TableWatch;

  constructor(
    private readonly inner: Dialect,
    options: WatchOptions = {},
  ) {
    this.watch = new TableWatch(options);
  }

  createAdapter() {
    return new WatchedAdapter(this.watch);
  }
  createDriver() {
    return new WatchedDriver(this.inner.createDriver(), this.watch);
  }
  createQueryCompiler() {
    return this.inner.createQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector takes any database.
  createIntrospector(db: Kysely<any>) {
    return this.inner.createIntrospector(db);
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
