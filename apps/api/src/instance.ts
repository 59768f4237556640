// One server process (issue 17): started by server.ts, and by the two-instance test in-process.
// It listens at once, answering /healthz and a 503 /readyz while it migrates, seeds (both under a
// database lock, so instances started together take turns) and connects its fan-outs; it is ready
// once socket.io's adapter listens. shutdown() drains it the way a load balancer needs: /readyz
// answers 503 for SHUTDOWN_DRAIN_MS while requests are still served, then the port closes and
// in-flight requests finish, socket.io and its adapter close, the scheduler's run in progress
// finishes and its leases are released, and the database closes last.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import pg from "pg";
import { createApp } from "./app";
import type { Config } from "./config";
import type { Deps } from "./context";
import { watchedAdapterOf } from "./db/table-watch";
import { buildDeps } from "./deps";
import type { Logger } from "./log";
import { seedIfEmpty } from "./seed/seed";
import { CacheFanout } from "./services/cache-fanout";
import { JobLeases, underStartupLock } from "./services/lease";
import { Lifecycle } from "./services/lifecycle";
import { type OutboundMail, startOutboundMail } from "./services/outbound-mail";
import { DeferredRealtime, realtimeFanout, SocketRealtime } from "./services/realtime";
import { type Scheduler, startScheduler } from "./services/scheduler";
import { loadSite } from "./site";

export interface Instance {
  /** The port it listens on (PORT=0 picks a free one). */
  readonly port: number;
  readonly deps: Deps;
  readonly realtime: SocketRealtime;
  readonly scheduler: Scheduler;
  readonly leases: JobLeases;
  /** The outbox's delivery over SMTP, and the local mail catcher when `npm start` runs one. */
  readonly mail: OutboundMail;
  /** Drains and stops everything (once; later calls wait for the first). */
  shutdown(reason: string): Promise<void>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });

/** What the port answers before the app is built. */
function whileStarting(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path === "/healthz") return json(200, { status: "ok" });
  if (path === "/readyz")
    return json(503, { status: "starting", checks: {} }, { "Retry-After": "5" });
  return json(503, { code: 503, message: "Starting." }, { "Retry-After": "5" });
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startInstance(config: Config, log: Logger): Promise<Instance> {
  const lifecycle = new Lifecycle("starting");
  let app: ReturnType<typeof createApp> | null = null;
  const server = createAdaptorServer({
    fetch: (request, env) => (app ? app.fetch(request, env) : whileStarting(request)),
  }) as Server;
  const port = await listen(server, config.port, config.host);
  log.info("listening", {
    url: `http://localhost:${port}`,
    instance: config.instanceId,
    database: config.databaseUrl ? "postgresql" : `pglite:${config.dataDir}`,
    static: config.staticDir,
  });

  // Migrations (in buildDeps) and the seed, one instance at a time.
  const deps = await underStartupLock(config.databaseUrl, async () => {
    const built = await buildDeps(config, log, { lifecycle });
    if (config.seed) await seedIfEmpty(built);
    return built;
  });
  // The web app's pages (when a built site is given) ask this app for their data.
  const site = await loadSite(config, log, deps.db, (request, env) =>
    app ? app.fetch(request, env) : whileStarting(request),
  );
  app = createApp({ ...deps, site });

  const fanout = await realtimeFanout(config, log);
  const realtime = new SocketRealtime(
    server,
    log,
    async (token) => {
      if (!token) return null;
      return (await deps.tokens.verify(token))?.userId ?? null;
    },
    fanout,
  );
  if (deps.realtime instanceof DeferredRealtime) deps.realtime.target = realtime;
  if (fanout) {
    lifecycle.addCheck("realtime", async () => {
      if (!realtime.connected()) throw new Error(`${fanout.kind} fan-out not connected`);
    });
  }

  // The other instances' writes drop this one's cached entries (PostgreSQL only: PGlite is one).
  const watch = watchedAdapterOf(deps.db)?.watch;
  let caches: { fanout: CacheFanout; pool: pg.Pool } | null = null;
  if (config.databaseUrl && watch) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
    pool.on("error", (error) => log.warn("cache fan-out connection failed", { error }));
    caches = { fanout: new CacheFanout(pool, watch, config.instanceId, log), pool };
    await caches.fanout.start();
  }

  // Update reminders, weekly and monthly statistics, new tasks, documents overdue: at start, then
  // every SCHEDULER_INTERVAL_MS, each on the instance holding its lease.
  const leases = new JobLeases(deps.db, config.instanceId, config.schedulerLeaseMs, log);
  const scheduler = startScheduler(deps, { everyMs: config.schedulerIntervalMs, leases });
  // The outbox, sent over SMTP (or to the local catcher) by every instance, each row once.
  const mail = await startOutboundMail(config.mail, deps.db, log);

  // Ready once the adapter listens: an event published meanwhile would not reach this instance.
  for (let waited = 0; fanout && !realtime.connected() && waited < 15_000; waited += 50)
    await sleep(50);
  lifecycle.ready();
  log.info("ready", {
    instance: config.instanceId,
    storage: deps.storage.describe,
    realtime: fanout?.kind ?? "this process",
  });

  let stopping: Promise<void> | null = null;
  const shutdown = (reason: string) => {
    stopping ??= (async () => {
      lifecycle.stopping();
      log.info("shutting down", { reason, drainMs: config.shutdownDrainMs });
      // The load balancer sees /readyz fail and stops sending new requests; these are still served.
      if (config.shutdownDrainMs) await sleep(config.shutdownDrainMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections are closed as soon as they have no request in flight.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      try {
        await realtime.close();
        await closed;
      } finally {
        clearInterval(idle);
      }
      await scheduler.stop();
      await mail.stop();
      await caches?.fanout.stop();
      await caches?.pool.end();
      await deps.payments.drain();
      await deps.visits.stop();
      deps.storage.close?.();
      await deps.db.destroy();
      log.info("stopped", { instance: config.instanceId });
    })();
    return stopping;
  };

  return { port, deps, realtime, scheduler, leases, mail, shutdown };
}
