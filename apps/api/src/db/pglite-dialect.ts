import { type PGlite, parse, protocol } from "@electric-sql/pglite";
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
import { StatementNames } from "./prepared";

/**
 * Kysely on PGlite. PGlite is one connection, so the driver hands it out to one user at a time:
 * a transaction holds it from BEGIN to COMMIT and every other query waits its turn. Code inside a
 * transaction must use the transaction object, never the outer Kysely (that would wait forever).
 *
 * Every parameterised statement runs as a named prepared statement (issue 12, see prepared.ts):
 * parsed and described once, then each call is one exchange with PGlite (Bind, Describe, Execute,
 * Sync in one message) where `PGlite.query` makes six and parses and plans the text every time.
 * Parameters are serialised and rows parsed by PGlite's own serializers, parsers and protocol
 * code, as its `query` does.
 */
class PGliteConnection implements DatabaseConnection {
  /** The parameter types of each statement this session has prepared, by name. */
  private readonly prepared = new Map<string, readonly number[]>();

  constructor(
    private readonly db: PGlite,
    private readonly names: StatementNames,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.parameters.length === 0 && compiled.query.kind === "RawNode") {
      // A raw script (migrations) may hold many statements: the simple protocol runs them all.
      const results = await this.db.exec(compiled.sql);
      return { rows: (results.at(-1)?.rows ?? []) as R[] };
    }
    const name = this.names.nameOf(compiled.sql, compiled.parameters.length);
    const result = name
      ? await this.named<R>(name, compiled.sql, compiled.parameters)
      : await this.db.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const command = result.command ?? "";
    const affected =
      command === "INSERT" || command === "UPDATE" || command === "DELETE" || command === "MERGE"
        ? BigInt(result.rowCount ?? result.affectedRows ?? 0)
        : undefined;
    return affected === undefined
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: affected };
  }

  private async named<R>(name: string, text: string, parameters: readonly unknown[]) {
    const { serialize } = protocol;
    let types = this.prepared.get(name);
    if (!types) {
      const { messages } = await this.db.execProtocol(
        join([
          serialize.parse({ name, text, types: [] }),
          serialize.describe({ type: "S", name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const description = messages.find((m) => m.name === "parameterDescription") as
        | { dataTypeIDs: number[] }
        | undefined;
      types = description?.dataTypeIDs ?? [];
      this.prepared.set(name, types);
    }
    const serializers = this.db.serializers as Record<number, (value: unknown) => string>;
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[types[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.db.execProtocol(
      join([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!this.db.isInTransaction()) await this.db.syncToFs();
    const [result] = parse.parseResults(messages, this.db.parsers);
    return result as (typeof result & { command?: string; rowCount?: number }) & { rows: R[] };
  }

  // biome-ignore lint/correctness/useYield: streaming is not used by this server.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite driver: streaming is not supported");
  }
}

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
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

  constructor(
    private readonly db: PGlite,
    names: StatementNames,
  ) {
    this.connection = new PGliteConnection(db, names);
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
  constructor(
    private readonly db: PGlite,
    private readonly names = new StatementNames(),
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.db, this.names);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector takes any database.
  createIntrospector(db: any) {
    return new PostgresIntrospector(db);
  }
}
