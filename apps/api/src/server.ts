import "./react-build.js";
import { portInUseMessage, readyBanner } from "./banner";
import { loadConfig } from "./config";
import { startInstance } from "./instance";
import { createLogger } from "./log";
import { DEMO_PASSWORD } from "./seed/demo";

const config = loadConfig();
const log = createLogger(config.logLevel);

async function main() {
  const instance = await startInstance(config, log);
  // Plain lines for the person who ran `npm start`, beside the structured log.
  const { catcher } = instance.mail;
  const inbox = catcher ? { url: catcher.inboxUrl, smtpPort: catcher.smtpPort } : null;
  process.stderr.write(readyBanner({ ...config, port: instance.port }, DEMO_PASSWORD, inbox));

  // SIGTERM (a deploy, an orchestrator) or SIGINT (Ctrl-C): drain, finish, exit (forced after the
  // drain and SHUTDOWN_TIMEOUT_MS).
  const stop = (signal: string) => {
    const force = setTimeout(() => {
      log.warn("forced exit", { afterMs: config.shutdownDrainMs + config.shutdownTimeoutMs });
      process.exit(1);
    }, config.shutdownDrainMs + config.shutdownTimeoutMs);
    force.unref();
    instance.shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error("shutdown failed", { error });
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

main().catch((error: NodeJS.ErrnoException) => {
  if (error?.code === "EADDRINUSE") {
    process.stderr.write(`\n${portInUseMessage(config.port)}\n\n`);
  } else {
    log.error("start failed", { error });
  }
  process.exit(1);
});
