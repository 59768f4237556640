// The web app's page delivery (@causeway/web/server: the server render, the built files, the
// dictionary bundles, the guests' page cache), mounted on the API's origin after the API's own
// routes. Loaded only when the server is given a built site (STATIC_DIR), so the API runs and
// tests without one.
import type { PublicDataClock, Site } from "@causeway/web/server";
import type { Config } from "./config";
import type { Db } from "./db/database";
import { watchedAdapterOf } from "./db/table-watch";
import type { Logger } from "./log";

/** Tables no public page shows: writing them leaves the guests' kept pages alone. */
export const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  "rate_limits",
  "email_outbox",
  "idempotency_keys",
  "payment_events",
  "bank_statement_lines",
  "notifications",
  "messages",
  "withdraw_notes",
  "schema_migrations",
  // The scheduler's leases and runs (services/lease.ts): renewed every few minutes.
  "job_leases",
  "scheduled_runs",
  // The owner's metrics by day (services/visits.ts): written with every batch of visits.
  "campaign_daily_stats",
  "campaign_daily_visitors",
]);

/** The clock of writes to what public pages show: this process's writes to the database. */
export function publicDataClock(db: Db): PublicDataClock | null {
  const watch = watchedAdapterOf(db)?.watch;
  if (!watch) return null;
  return {
    now: () => watch.now(),
    changedSince: (tick) => watch.changedSinceExcept(PRIVATE_TABLES, tick),
  };
}

/** The site of `config.staticDir`, answering its pages' API calls through `api`. */
export async function loadSite(
  config: Pick<Config, "staticDir" | "storybookDir" | "publicUrl" | "publicUrlGiven">,
  log: Logger,
  db: Db,
  api: (request: Request, env: unknown) => Response | Promise<Response>,
): Promise<Site | null> {
  if (!config.staticDir) return null;
  const { createSite } = await import("@causeway/web/server");
  return createSite({
    staticDir: config.staticDir,
    storybookDir: config.storybookDir,
    api,
    publicOrigin: config.publicUrlGiven ? new URL(config.publicUrl).origin : null,
    log,
    changes: publicDataClock(db),
  });
}
