// Named prepared statements (issue 12). PostgreSQL parses and plans an unnamed statement on every
// call; the presenters' one-query-per-page statements are mostly planning (correlated subqueries,
// JSON aggregation), which a named statement does once per connection. node-postgres keeps the
// statements a connection has prepared and sends only Bind/Execute the next time, so all this does
// is give each distinct SQL text a name. PGlite's driver (pglite-dialect.ts) names them the same
// way and speaks the protocol to PGlite itself.
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";

/**
 * At most this many distinct texts get a name: each is kept prepared by every connection that
 * ran it, so a process whose queries kept changing text (long `in (...)` lists of every length)
 * stops naming new ones rather than growing without end.
 */
export const MAX_NAMED_STATEMENTS = 1000;

/** The name of each SQL text, shared by every connection of the process. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  /** The statement's name, or null: statements without parameters (transaction control, a
   * migration script of many statements) run as they are, through the simple protocol. */
  nameOf(text: string, parameterCount: number): string | null {
    if (parameterCount === 0) return null;
    const known = this.names.get(text);
    if (known) return known;
    if (this.names.size >= this.max) return null;
    const name = `cw${this.names.size.toString(36)}`;
    this.names.set(text, name);
    return name;
  }

  get size() {
    return this.names.size;
  }
}

/** Kysely's pool over a node-postgres pool whose clients run every parameterised statement by name. */
export function preparedStatementPool(
  pool: pg.Pool,
  options: { names?: StatementNames } = {},
): PostgresPool {
  const names = options.names ?? new StatementNames();
  // Kysely keeps one connection per client object: hand out the same wrapper for a client.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      const query = (text: string, values: readonly unknown[]) => {
        const name = names.nameOf(text, values.length);
        return (
          name
            ? client.query({ name, text, values: values as unknown[] })
            : client.query(text, values as unknown[])
        ) as Promise<PostgresQueryResult<unknown>>;
      };
      wrapper = {
        query: query as PostgresPoolClient["query"],
        // Kysely passes true for a connection to throw away (a failed rollback).
        release: ((destroy?: boolean) => client.release(destroy)) as () => void,
      };
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    options: pool.options,
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
