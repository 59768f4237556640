import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type Dialect, Kysely, PostgresDialect, sql, type Transaction } from "kysely";
import pg from "pg";
import type { Logger } from "../log";
import { PGliteDialect } from "./pglite-dialect";
import { preparedStatementPool } from "./prepared";
import type { Database } from "./schema";
import { WatchedDialect } from "./watched-dialect";

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the database or a transaction on it. */
export type Q = Db | Tx;

// pg answers int8 (counts, sums, bigint money) as strings; PGlite answers numbers. Make both
// numbers: money in minor units stays far below 2^53 (90 trillion major units).
pg.types.setTypeParser(20, (value) => Number(value));
// Dates (birthday) stay ISO strings, as PGlite answers them.
pg.types.setTypeParser(1082, (value) => value);

export interface OpenOptions {
  databaseUrl: string | null;
  /** PGlite data folder; null keeps it in memory (tests). */
  dataDir: string | null;
  /**
   * An in-memory PGlite starts from this dump of a data folder (PGlite's `dumpDataDir`) instead of
   * an empty cluster: the tests start each file's database from one already migrated.
   */
  template?: Blob;
}

/**
 * Columns no cached answer shows (table-watch.ts): the buffered visit counts (services/visits.ts)
 * are written every few seconds and must not empty the caches of campaigns each time.
 */
const QUIET_COLUMNS = { campaigns: ["visits"] };

/**
 * Kysely on a PostgreSQL server (node-postgres, a pool of 10) or on PGlite (PGliteDialect, one
 * connection). On both, every parameterised statement runs as a named prepared statement
 * (prepared.ts), and every write is seen by the caches' watch (table-watch.ts).
 */
export async function openDatabase(options: OpenOptions): Promise<Db> {
  let dialect: Dialect;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    dialect = new PostgresDialect({ pool: preparedStatementPool(pool) });
  } else {
    let pglite: PGlite;
    if (options.dataDir) {
      const dir = join(options.dataDir, "pglite");
      mkdirSync(dir, { recursive: true });
      pglite = new PGlite(dir);
    } else {
      pglite = new PGlite(options.template ? { loadDataDir: options.template } : undefined);
    }
    await pglite.waitReady;
    // Plan each prepared statement once: PostgreSQL's default re-plans a statement with its values
    // while it judges a custom plan cheaper, and planning the presenters' statements (a dozen
    // correlated subqueries) costs as much as running them on a demo-sized database. PGlite holds
    // such databases; a PostgreSQL server keeps the planner's own choice (see the README).
    await pglite.exec("SET plan_cache_mode = force_generic_plan");
    dialect = new PGliteDialect(pglite);
  }
  return new Kysely<Database>({
    dialect: new WatchedDialect(dialect, { quietColumns: QUIET_COLUMNS }),
  });
}

/** apps/api/migrations, found from this file in src/db (tsx, vitest) or in dist (the bundle). */
export function migrationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, "migrations");
    if (existsSync(join(candidate, "0001_init.sql"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error("migrations folder not found");
}

/** Applies every migrations/*.sql not applied yet, in name order, each in its own transaction. */
export async function migrate(db: Db, log?: Logger): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
  const done = new Set(
    (await db.selectFrom("schema_migrations").select("name").execute()).map((r) => r.name),
  );
  const dir = migrationsDir();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const text = readFileSync(join(dir, file), "utf8");
    await db.transaction().execute(async (trx) => {
      await sql.raw(text).execute(trx);
      await trx.insertInto("schema_migrations").values({ name: file }).execute();
    });
    log?.info("migration applied", { migration: file });
    applied.push(file);
  }
  return applied;
}
