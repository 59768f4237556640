import type { Server } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import { createApp } from "./app";
import { portInUseMessage, readyBanner } from "./banner";
import { loadConfig } from "./config";
import { buildDeps } from "./deps";
import { createLogger } from "./log";
import { DEMO_PASSWORD } from "./seed/demo";
import { seedIfEmpty } from "./seed/seed";
import { DeferredRealtime, SocketRealtime } from "./services/realtime";
import { startScheduler } from "./services/scheduler";

const config = loadConfig();
const log = createLogger(config.logLevel);

async function main() {
  const deps = await buildDeps(config, log);
  if (config.seed) await seedIfEmpty(deps);
  const app = createApp(deps);
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const realtime = new SocketRealtime(server, log, async (token) => {
    if (!token) return null;
    return (await deps.tokens.verify(token))?.userId ?? null;
  });
  if (deps.realtime instanceof DeferredRealtime) deps.realtime.target = realtime;

  server.listen(config.port, config.host, () => {
    log.info("listening", {
      url: `http://localhost:${config.port}`,
      database: config.databaseUrl ? "postgresql" : `pglite:${config.dataDir}`,
      static: config.staticDir,
    });
    // Plain lines for the person who ran `npm start`, beside the structured log.
    process.stderr.write(readyBanner(config, DEMO_PASSWORD));
  });
  server.once("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE") throw error;
    process.stderr.write(`\n${portInUseMessage(config.port)}\n\n`);
    process.exit(1);
  });

  // Update reminders, weekly and monthly statistics, new tasks: at start, then hourly.
  const scheduler = startScheduler(deps);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info("shutting down", { signal });
    const force = setTimeout(() => {
      log.warn("forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    await new Promise<void>((resolve) => {
      realtime.io.close();
      server.close(() => resolve());
      server.closeIdleConnections?.();
    });
    await scheduler.stop();
    await deps.payments.drain();
    await deps.visits.stop();
    await deps.db.destroy();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  log.error("start failed", { error });
  process.exit(1);
});
