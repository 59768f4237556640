// The host apps' set-up, as another team would do it with nothing but npm and the READMEs: the four
// packages packed as published (`pnpm pack`, publishConfig applied), a fresh app from a template of
// test/host-apps/templates whose sources are the README examples, `npm install` from the registry
// with the tarballs, then `tsc` and the app's own production build.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import type { Example } from "./readme-examples";

export const root = join(import.meta.dirname, "..", "..");
const templates = join(import.meta.dirname, "templates");
/** npm's cache, kept between runs (under node_modules, so never committed): a second run is offline. */
const npmCache = join(root, "node_modules", ".cache", "causeway-hosts", "npm");

/** The origin the README examples use for the API; the test puts the running API's there. */
export const README_API_URL = "https://api.causeway.example";

export type HostName = "vite" | "webpack" | "jest";

export interface RunResult {
  /** stdout and stderr, interleaved */
  output: string;
  stdout: string;
  ms: number;
}

/** Runs a command; rejects with its output's tail, so a failing step says why. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => {
      const ms = Date.now() - started;
      if (code === 0) resolve({ output, stdout, ms });
      else
        reject(
          new Error(
            `\`${command} ${args.join(" ")}\` in ${options.cwd} failed (exit ${code}):\n${output.slice(-6000)}`,
          ),
        );
    });
  });
}

/**
 * The environment of a plain shell on this Node: nothing pnpm or npm set for the workspace's own
 * scripts, and no workspace node_modules/.bin on the PATH, so a host finds only what it installed.
 */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm_|pnpm_|INIT_CWD|NODE_OPTIONS|VITEST|TEST$|NODE_ENV$)/i.test(key)) env[key] = value;
  }
  const path = (process.env.PATH ?? "").split(delimiter).filter((p) => !p.includes("node_modules"));
  env.PATH = [dirname(process.execPath), ...path].join(delimiter);
  return { ...env, NO_UPDATE_NOTIFIER: "1", npm_config_update_notifier: "false" };
}

/** `pnpm` when the PATH has it (pnpm scripts), else through npx as the README says. */
async function pnpmCommand(): Promise<[string, string[]]> {
  try {
    await run("pnpm", ["--version"], { cwd: root });
    return ["pnpm", []];
  } catch {
    return ["npx", ["-y", "pnpm@12.21.0"]];
  }
}

/** Packs the five packages into `dir`; their tarballs by package name. */
export async function packPackages(dir: string): Promise<Map<string, string>> {
  mkdirSync(dir, { recursive: true });
  const [pnpm, prefix] = await pnpmCommand();
  const tarballs = new Map<string, string>();
  await Promise.all(
    ["ui", "forms", "rules", "api-client", "i18n"].map(async (name) => {
      const pkgDir = join(root, "packages", name);
      if (!existsSync(join(pkgDir, "dist"))) {
        throw new Error(
          `packages/${name}/dist is missing: build the packages first (npx -y pnpm@12.21.0 run build:packages).`,
        );
      }
      const { output } = await run(pnpm, [...prefix, "pack", "--pack-destination", dir, "--json"], {
        cwd: pkgDir,
      });
      const json = JSON.parse(output.slice(output.indexOf("{")));
      const missing = await missingExports(pkgDir, json.filename);
      if (missing.length) {
        throw new Error(
          `${json.name}'s tarball lacks what its exports name: ${missing.join(", ")} (a build still running, or "files" in package.json)`,
        );
      }
      tarballs.set(json.name, json.filename);
    }),
  );
  return tarballs;
}

/** The files the published exports map names that the tarball does not hold. */
async function missingExports(pkgDir: string, tarball: string): Promise<string[]> {
  const manifest = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  const targets: string[] = [];
  const collect = (target: unknown) => {
    if (typeof target === "string") targets.push(target);
    else if (target && typeof target === "object") Object.values(target).forEach(collect);
  };
  collect(manifest.publishConfig?.exports ?? manifest.exports);
  const { stdout } = await run("tar", ["-tzf", tarball], { cwd: pkgDir });
  const entries = stdout.split("\n").map((line) => line.replace(/^package\//, ""));
  return targets
    .map((target) => target.replace(/^\.\//, ""))
    .filter((target) => {
      if (!target.includes("*")) return !entries.includes(target);
      const [before = "", after = ""] = target.split("*");
      return !entries.some((entry) => entry.startsWith(before) && entry.endsWith(after));
    });
}

export interface HostOptions {
  name: HostName;
  dir: string;
  tarballs: Map<string, string>;
  /** The README's host files by path (src/…, scripts/…). */
  files: Map<string, Example>;
  /** Whether the README's Node scripts (scripts/…) go into this host. */
  withScripts: boolean;
}

/** A fresh host app: the template, the README's files, the tarballs as its @causeway deps. */
export function createHost(options: HostOptions): void {
  const { dir } = options;
  cpSync(join(templates, "shared"), dir, { recursive: true });
  cpSync(join(templates, options.name), dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  for (const name of Object.keys(manifest.dependencies)) {
    if (!name.startsWith("@causeway/")) continue;
    const tarball = options.tarballs.get(name);
    if (!tarball) throw new Error(`${name} was not packed`);
    manifest.dependencies[name] = `file:${tarball}`;
  }
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [path, example] of options.files) {
    if (!path.startsWith("src/") && !options.withScripts) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), example.code);
  }
}

/** The host's sources call the running API instead of the README's example origin. */
export function pointAtApi(dir: string, apiUrl: string): void {
  const src = join(dir, "src");
  for (const file of readdirSync(src, { recursive: true }).map(String)) {
    if (!/\.[jt]sx?$/.test(file)) continue;
    const code = readFileSync(join(src, file), "utf8");
    if (code.includes(README_API_URL)) {
      writeFileSync(join(src, file), code.replaceAll(README_API_URL, apiUrl));
    }
  }
}

/** `npm install` as a team runs it, with a cache kept between runs. */
export function npmInstall(dir: string): Promise<RunResult> {
  return run(
    "npm",
    ["install", "--no-audit", "--no-fund", "--prefer-offline", "--cache", npmCache],
    { cwd: dir, env: cleanEnv() },
  );
}

/** Every installed copy of a package: node_modules/<name> at any depth. */
export function installedCopies(dir: string, name: string): string[] {
  const found: string[] = [];
  const walk = (modules: string) => {
    if (!existsSync(modules)) return;
    if (existsSync(join(modules, name, "package.json"))) {
      const { version } = JSON.parse(readFileSync(join(modules, name, "package.json"), "utf8"));
      found.push(`${join(modules, name).slice(dir.length + 1)}@${version}`);
    }
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
      if (entry.name.startsWith("@")) {
        for (const scoped of readdirSync(join(modules, entry.name), { withFileTypes: true })) {
          if (scoped.isDirectory()) walk(join(modules, entry.name, scoped.name, "node_modules"));
        }
      } else walk(join(modules, entry.name, "node_modules"));
    }
  };
  walk(join(dir, "node_modules"));
  return found;
}

/** The workspace's TypeScript on the host's own tsconfig (strict, exactOptionalPropertyTypes). */
export function typecheck(dir: string): Promise<RunResult> {
  return run(
    process.execPath,
    [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "."],
    {
      cwd: dir,
      env: cleanEnv(),
    },
  );
}

/** The host's own production build (`npm run build`: vite build, webpack --mode production). */
export function buildHost(dir: string): Promise<RunResult> {
  return run("npm", ["run", "build"], { cwd: dir, env: cleanEnv() });
}

/** Limits how many heavy steps (type checks, builds) run at once on a small machine. */
export function limiter(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (free === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    else free--;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}
