import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from "kysely";
import { TableWatch, WatchedAdapter } from "./table-watch";
import { EVERY_TABLE, type WatchOptions, type Written, writtenTables } from "./written-tables";

// The database's driver, wrapped so that the table watch (table-watch.ts) sees every write: each
// statement marks the tables it wrote when it returns, and a transaction's again when it ends.

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
