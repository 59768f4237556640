import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  /** Connection string of the new database, or null when no server is configured (PGlite). */
  url: string | null;
  /** Drops the database once the app's pool has been closed. */
  drop: () => Promise<void>;
}

/**
 * With a PostgreSQL server URL, creates a throw-away database on it (for one test file or one
 * bench run); without one, answers null so the caller uses an in-memory PGlite.
 */
export async function createScratchDatabase(
  serverUrl: string | undefined,
  prefix: string,
): Promise<ScratchDatabase> {
  if (!serverUrl) return { url: null, drop: async () => {} };
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // pg's Pool.end() resolves before its clients' sockets have closed; forcing the drop
        // while they close makes the server send them a FATAL that surfaces as an uncaught
        // error. Wait (up to 5 s) for the database's last session to go, then drop it.
        for (let i = 0; i < 100; i++) {
          const { rows } = await client.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
