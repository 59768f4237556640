import { loadConfig } from "../config";
import { buildDeps } from "../deps";
import { createLogger } from "../log";
import { seedIfEmpty } from "./seed";

const config = loadConfig();
const log = createLogger(config.logLevel);
const deps = await buildDeps(config, log);
const seeded = await seedIfEmpty(deps);
log.info(seeded ? "seeded" : "database not empty: nothing seeded");
await deps.db.destroy();
