/**
 * `pnpm --filter @causeway/api run bench`: requests per second and p50/p99 latency for the feed,
 * a campaign fetch and a withdrawal list on the seeded PGlite world, each beside a bare node:http
 * server answering the same bytes, in the same run, at the same concurrency.
 */

import { mkdtempSync } from "node:fs";
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAdaptorServer } from "@hono/node-server";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { buildDeps } from "../src/deps";
import { createLogger } from "../src/log";
import { DEMO_PASSWORD } from "../src/seed/demo";
import { seedIfEmpty } from "../src/seed/seed";
import { createScratchDatabase } from "../test/scratch-database";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
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

async function load(port: number, path: string, headers: Record<string, string>): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  // Warm-up.
  for (let i = 0; i < 20; i++) await get(agent, port, path, headers);
  const started = performance.now();
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
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "causeway-bench-"));
  // With DATABASE_URL, a throw-away database on that PostgreSQL server; else PGlite in memory.
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, "causeway_bench");
  const databaseUrl = scratch.url;
  const drop = scratch.drop;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "bench-secret-bench-secret-bench",
    LOG_LEVEL: "silent",
    RATE_LIMIT_LOGIN: "100000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const deps = await buildDeps(config, createLogger("silent"), { inMemory: true });
  await seedIfEmpty(deps);
  const app = createApp({ ...deps, log: createLogger("silent") });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const port = await listen(server);

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
  const targets = [
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

  const rows: Record<string, unknown>[] = [];
  for (const target of targets) {
    const sample = await get(new Agent(), port, target.path, target.headers);
    if (sample.status !== 200)
      throw new Error(`${target.name}: ${sample.status} ${sample.body.toString()}`);
    const bare = createServer((_req, res) => {
      res.writeHead(200, {
        "content-type": "application/json",
        "content-length": sample.body.length,
      });
      res.end(sample.body);
    });
    const barePort = await listen(bare);
    const api = await load(port, target.path, target.headers);
    const baseline = await load(barePort, target.path, target.headers);
    await new Promise((r) => bare.close(r));
    rows.push({
      endpoint: target.name,
      bytes: sample.body.length,
      "api rps": Math.round(api.rps),
      "api p50 ms": api.p50.toFixed(2),
      "api p99 ms": api.p99.toFixed(2),
      "bare rps": Math.round(baseline.rps),
      "bare p50 ms": baseline.p50.toFixed(2),
      "bare p99 ms": baseline.p99.toFixed(2),
      "api / bare": (api.rps / baseline.rps).toFixed(3),
      errors: api.errors,
    });
  }
  console.info(
    `concurrency ${CONCURRENCY}, ${SECONDS} s per run, ${databaseUrl ? "PostgreSQL" : "PGlite in memory"}, seeded demo world`,
  );
  // biome-ignore lint/suspicious/noConsole: the benchmark prints its table.
  console.table(rows);
  await new Promise((r) => server.close(r));
  await deps.db.destroy();
  await drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
