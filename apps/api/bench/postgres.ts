// A throw-away PostgreSQL cluster for the benchmark, as scripts/test-postgres.sh makes one for
// the tests: Debian's server binaries, a fresh data folder under /tmp, a free loopback port, trust
// authentication; stopped and removed afterwards. Nothing is installed here: without the binaries
// the PostgreSQL run is skipped with a note (scripts/test-postgres.sh installs the package).
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

export interface ThrowawayPostgres {
  url: string;
  version: string;
  stop(): void;
}

function serverBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(a) - Number(b));
  const last = versions.at(-1);
  return last ? join(base, last, "bin") : null;
}

async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** Starts a cluster, or answers why it cannot. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | { skipped: string }> {
  const bin = serverBin();
  if (!bin)
    return {
      skipped:
        "no PostgreSQL server binaries under /usr/lib/postgresql (install Debian's postgresql package, or set DATABASE_URL)",
    };
  const root = userInfo().uid === 0;
  // initdb refuses to run as root: as root, the server runs as the postgres user.
  const run = (command: string, args: string[]) => {
    if (root) {
      const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
      return execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "pipe" });
    }
    return execFileSync(command, args, { stdio: "pipe" });
  };
  const dir = mkdtempSync(join(tmpdir(), "causeway-bench-pg-"));
  if (root) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), 0);
  const data = join(dir, "data");
  const port = await freePort(3440, 3499);
  run(join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres"]);
  run(join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`,
    "-w",
    "start",
  ]);
  const version = execFileSync(join(bin, "postgres"), ["--version"]).toString().trim();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
