// The journeys' global set-up: the demo world seeded once per run, by the built seed command
// (apps/api/dist/seed.js, what `npm run seed` builds), into a data folder that every journey
// file's server then starts from a copy of (test/journeys/site.ts). Each server used to migrate
// and seed its own: 4 to 5 s alone and over 10 s on a loaded machine, for each of 14 files; from
// the copy it is ready in about 2 s (measured 2026-12-07).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder holding the migrated database and the demo world's files. */
    seededDataDir: string;
  }
}

const apiDir = join(import.meta.dirname, "..", "..", "apps", "api");

export default async function setup(project: TestProject) {
  const seed = join(apiDir, "dist", "seed.js");
  if (!existsSync(seed)) {
    throw new Error(
      `${seed} is missing: build the server first (npx -y pnpm@12.21.0 --filter @causeway/api build).`,
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), "causeway-seeded-"));
  const child = spawn(process.execPath, [seed], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      JWT_SECRET: "journeys-secret-journeys-secret-journeys",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the demo seed failed (${code}):\n${output}`);
  }
  project.provide("seededDataDir", dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
