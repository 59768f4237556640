/**
 * `pnpm --filter @causeway/api run bench` (issue 12): requests per second, p50/p99 latency and SQL
 * statements per request for the feed (as Maria), a campaign fetch (guest), Maria's withdrawal
 * list and the rendered campaign page (guest, asking for brotli as a browser does; needs
 * apps/web/dist and dist-server), each beside a bare node:http server answering the same bytes, in
 * the same process, run and concurrency, on the seeded demo world: on PGlite, then on PostgreSQL (DATABASE_URL, else with `--postgres` a
 * throw-away cluster of Debian's server, bench/postgres.ts). The app runs as in production: every
 * API call is logged (the lines are dropped, their cost is not). Exits 1 when a budget is missed.
 *
 * BENCH_SECONDS (4) per endpoint for the API and as long for the bare server, in turns of a
 * quarter; BENCH_CONCURRENCY (16); BENCH_DATABASES ("pglite,postgresql").
 */

import { existsSync, mkdtempSync } from "node:fs";
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createAdaptorServer } from "@hono/node-server";
import type { KyselyPlugin } from "kysely";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { buildDeps } from "../src/deps";
import { createLogger } from "../src/log";
import { DEMO_PASSWORD } from "../src/seed/demo";
import { seedIfEmpty } from "../src/seed/seed";
import { loadSite } from "../src/site";
import { createScratchDatabase } from "../test/scratch-database";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./postgres";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgresql")
  .split(",")
  .map((d) => d.trim().toLowerCase());

type Database = "PGlite" | "PostgreSQL";

/** Issue 12's budgets: each endpoint's rate as a share of the bare server's, and its p99. */
export const BUDGETS: Record<Database, { share: number; p99Ms: number }> = {
  PGlite: { share: 0.08, p99Ms: 50 },
  PostgreSQL: { share: 0.2, p99Ms: 50 },
};

const WEB = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "web");
const STATIC_DIR = join(WEB, "dist");
const SERVER_ENTRY = join(WEB, "dist-server", "index.js");

interface Result {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Row {
  endpoint: string;
  bytes: number;
  sqlPerRequest: number;
  api: Result;
  bare: Result;
  share: number;
  missed: string[];
}

/** Counts the statements Kysely runs (transformResult: once per executed statement). */
class StatementCounter implements KyselyPlugin {
  executed = 0;
  transformQuery: KyselyPlugin["transformQuery"] = (args) => args.node;
  transformResult: KyselyPlugin["transformResult"] = async (args) => {
    this.executed += 1;
    return args.result;
  };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(agent: Agent, port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Buffer; headers: IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            headers: res.headers,
          }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

/** Requests made and their latencies, over some time. */
interface Sample {
  latencies: number[];
  errors: number;
  seconds: number;
}

async function warmUp(port: number, path: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  // Prepared statements, caches, the JIT.
  for (let i = 0; i < 20; i++) await get(agent, port, path, headers);
  agent.destroy();
}

async function slice(
  port: number,
  path: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Sample> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await get(agent, port, path, headers).catch(() => null);
        latencies.push(performance.now() - t0);
        if (res?.status !== 200) errors += 1;
      }
    }),
  );
  agent.destroy();
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

function result(samples: Sample[]): Result {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((n, s) => n + s.seconds, 0);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors: samples.reduce((n, s) => n + s.errors, 0),
  };
}

/**
 * The API and the bare server in turns, SLICES each, so that a machine whose load changes during
 * the run (others' builds and browsers) weighs on both alike.
 */
const SLICES = 4;

async function compare(
  apiPort: number,
  barePort: number,
  path: string,
  headers: Record<string, string>,
  onApiStart: () => void,
) {
  await warmUp(apiPort, path, headers);
  await warmUp(barePort, path, headers);
  onApiStart();
  const api: Sample[] = [];
  const bare: Sample[] = [];
  for (let i = 0; i < SLICES; i++) {
    api.push(await slice(apiPort, path, headers, SECONDS / SLICES));
    bare.push(await slice(barePort, path, headers, SECONDS / SLICES));
  }
  return { api: result(api), bare: result(bare) };
}

async function runOn(database: Database, serverUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "causeway-bench-"));
  const scratch = await createScratchDatabase(serverUrl, "causeway_bench");
  const rendered = existsSync(SERVER_ENTRY) && existsSync(join(STATIC_DIR, "index.html"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "bench-secret-bench-secret-bench",
    LOG_LEVEL: "info",
    RATE_LIMIT_LOGIN: "100000",
    ...(rendered ? { STATIC_DIR } : {}),
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
  });
  // Every request is logged as in production; the lines go nowhere.
  const log = createLogger("info", {}, { write() {} });
  const deps = await buildDeps(config, log, { inMemory: true });
  await seedIfEmpty(deps);
  const counter = new StatementCounter();
  const db = deps.db.withPlugin(counter);
  let app: ReturnType<typeof createApp> | null = null;
  const site = await loadSite(config, log, db, (request, env) =>
    (app as ReturnType<typeof createApp>).fetch(request, env),
  );
  app = createApp({ ...deps, db, site });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const port = await listen(server);
  const rows: Row[] = [];
  try {
    const login = await fetch(`http://127.0.0.1:${port}/api/v2/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "maria.petrova", password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { response: { token: string } }).response.token;
    const campaign = await deps.db
      .selectFrom("campaigns")
      .select("id")
      .where("slug", "=", "help-maria-walk-again")
      .executeTakeFirstOrThrow();
    const auth = { authorization: `Bearer ${token}` };
    const targets: { name: string; path: string; headers: Record<string, string> }[] = [
      { name: "feed", path: "/api/v2/campaign/feed?limit=8", headers: auth },
      {
        name: "campaign fetch",
        path: "/api/v2/campaign/fetch?slug=help-maria-walk-again",
        headers: {},
      },
      {
        name: "withdrawal list",
        path: `/api/v2/campaign/${campaign.id}/withdraw?state=PAYED`,
        headers: auth,
      },
    ];
    if (rendered) {
      targets.push({
        name: "rendered campaign page",
        path: "/campaign/help-maria-walk-again",
        // As a browser asks for it: the page goes out compressed (brotli).
        headers: { "accept-language": "en-US,en;q=0.9", "accept-encoding": "br, gzip" },
      });
    } else {
      console.warn(
        `rendered campaign page: not measured (no ${SERVER_ENTRY}); build the web app first: npx -y pnpm@12.21.0 --filter @causeway/web build`,
      );
    }

    for (const target of targets) {
      const sample = await get(new Agent(), port, target.path, target.headers);
      if (sample.status !== 200)
        throw new Error(`${target.name}: ${sample.status} ${sample.body.toString().slice(0, 300)}`);
      const type = String(sample.headers["content-type"] ?? "application/json");
      const encoding = sample.headers["content-encoding"];
      const bare = createServer((_req, res) => {
        res.writeHead(200, {
          "content-type": type,
          "content-length": sample.body.length,
          ...(encoding ? { "content-encoding": encoding } : {}),
        });
        res.end(sample.body);
      });
      const barePort = await listen(bare);
      const { api, bare: baseline } = await compare(
        port,
        barePort,
        target.path,
        target.headers,
        () => {
          counter.executed = 0;
        },
      );
      // Statements of the measured requests (the warm-up's are not counted).
      const statements = counter.executed / api.requests;
      await new Promise((r) => bare.close(r));
      const share = api.rps / baseline.rps;
      const budget = BUDGETS[database];
      const missed: string[] = [];
      if (share < budget.share)
        missed.push(`${(share * 100).toFixed(1)}% of bare < ${budget.share * 100}%`);
      if (api.p99 > budget.p99Ms) missed.push(`p99 ${api.p99.toFixed(1)} ms > ${budget.p99Ms} ms`);
      if (api.errors) missed.push(`${api.errors} answers were not 200`);
      rows.push({
        endpoint: target.name,
        bytes: sample.body.length,
        sqlPerRequest: statements,
        api,
        bare: baseline,
        share,
        missed,
      });
    }
  } finally {
    await new Promise((r) => server.close(r));
    await deps.visits.stop();
    await deps.db.destroy();
    await scratch.drop();
  }
  return rows;
}

function print(database: Database, detail: string, rows: Row[]) {
  const budget = BUDGETS[database];
  console.info(
    `\n${database} (${detail}): concurrency ${CONCURRENCY}, ${SECONDS} s per run, seeded demo world; budget ≥ ${budget.share * 100}% of bare, p99 ≤ ${budget.p99Ms} ms`,
  );
  // biome-ignore lint/suspicious/noConsole: the benchmark prints its table.
  console.table(
    rows.map((r) => ({
      endpoint: r.endpoint,
      bytes: r.bytes,
      "SQL / req": Number(r.sqlPerRequest.toFixed(2)),
      "api rps": Math.round(r.api.rps),
      "api p50 ms": Number(r.api.p50.toFixed(1)),
      "api p99 ms": Number(r.api.p99.toFixed(1)),
      "bare rps": Math.round(r.bare.rps),
      "bare p99 ms": Number(r.bare.p99.toFixed(1)),
      "% of bare": Number((r.share * 100).toFixed(1)),
      budget: r.missed.length ? "MISSED" : "ok",
    })),
  );
  const fetchRow = rows.find((r) => r.endpoint === "campaign fetch");
  const pageRow = rows.find((r) => r.endpoint === "rendered campaign page");
  if (fetchRow && pageRow)
    console.info(
      `rendered campaign page / API campaign fetch: ${(pageRow.api.rps / fetchRow.api.rps).toFixed(2)}× the requests per second, p99 ${pageRow.api.p99.toFixed(1)} vs ${fetchRow.api.p99.toFixed(1)} ms`,
    );
}

async function main() {
  const missed: string[] = [];
  const report = (database: Database, detail: string, rows: Row[]) => {
    print(database, detail, rows);
    for (const r of rows) for (const m of r.missed) missed.push(`${database}, ${r.endpoint}: ${m}`);
  };

  if (DATABASES.includes("pglite")) report("PGlite", "in memory", await runOn("PGlite", undefined));

  if (DATABASES.includes("postgresql")) {
    let cluster: ThrowawayPostgres | null = null;
    let url = process.env.DATABASE_URL;
    let detail = "DATABASE_URL";
    if (!url && process.argv.includes("--postgres")) {
      const started = await startThrowawayPostgres();
      if ("skipped" in started) console.warn(`\nPostgreSQL: not measured: ${started.skipped}`);
      else {
        cluster = started;
        url = started.url;
        detail = `${started.version}, throw-away local cluster`;
      }
    } else if (!url) {
      console.warn("\nPostgreSQL: not measured (set DATABASE_URL, or pass --postgres)");
    }
    if (url) {
      const stop = () => cluster?.stop();
      process.once("exit", stop);
      try {
        report("PostgreSQL", detail, await runOn("PostgreSQL", url));
      } finally {
        stop();
      }
    }
  }

  if (missed.length) {
    console.error(`\n✗ ${missed.length} budget(s) missed:\n  ${missed.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.info("\n✓ every budget holds");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
