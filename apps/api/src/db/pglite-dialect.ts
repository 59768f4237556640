import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

/**
 * Kysely on PGlite. PGlite is one connection, so the driver hands it out to one user at a time:
 * a transaction holds it from BEGIN to COMMIT and every other query waits its turn. Code inside a
 * transaction must use the transaction object, never the outer Kysely (that would wait forever).
 */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly db: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.parameters.length === 0 && compiled.query.kind === "RawNode") {
      // A raw script (migrations) may hold many statements: the simple protocol runs them all.
      const results = await this.db.exec(compiled.sql);
      return { rows: (results.at(-1)?.rows ?? []) as R[] };
    }
    const result = await this.db.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const command = result.command ?? "";
    const affected =
      command === "INSERT" || command === "UPDATE" || command === "DELETE" || command === "MERGE"
        ? BigInt(result.rowCount ?? result.affectedRows ?? 0)
        : undefined;
    return affected === undefined
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: affected };
  }

  // biome-ignore lint/correctness/useYield: streaming is not used by this server.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite driver: streaming is not supported");
  }
}

class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  async lock(): Promise<void> {
    let unlock!: () => void;
    const next = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    this.release = unlock;
  }

  unlock(): void {
    const release = this.release;
    this.release = null;
    release?.();
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;

  constructor(private readonly db: PGlite) {
    this.connection = new PGliteConnection(db);
  }

  async init(): Promise<void> {
    await this.db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }

  async destroy(): Promise<void> {
    await this.db.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly db: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector takes any database.
  createIntrospector(db: any) {
    return new PostgresIntrospector(db);
  }
}
