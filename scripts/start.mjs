#!/usr/bin/env node
// `npm start` after the install (scripts/cw.mjs → pnpm run start:all): builds what is missing or
// older than its sources (the packages, the web app, the Storybook, the server), then runs the
// server with the web app at "/", the Storybook at /storybook/ and the API at /api on one origin.
// FORCE_BUILD=1 rebuilds everything; --build-only stops after the builds.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const stamps = join(root, "node_modules", ".cache", "causeway-start");
const SKIP = new Set([
  "node_modules",
  "dist",
  "dist-server",
  "storybook-static",
  "__screenshots__",
  ".turbo",
]);

/** The newest modification time of any file under the given paths (0 when none exists). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    let info;
    try {
      info = statSync(path);
    } catch {
      return;
    }
    if (info.isDirectory()) {
      for (const entry of readdirSync(path)) if (!SKIP.has(entry)) visit(join(path, entry));
    } else if (info.mtimeMs > latest) latest = info.mtimeMs;
  };
  for (const path of paths) visit(join(root, path));
  return latest;
}

const packages = readdirSync(join(root, "packages")).map((name) => `packages/${name}`);
const packageSources = packages.flatMap((dir) => [`${dir}/src`, `${dir}/package.json`]);

const steps = [
  {
    name: "packages",
    outputs: packages.map((dir) => `${dir}/dist`),
    inputs: [...packageSources, "packages/i18n/locales", "pnpm-lock.yaml"],
    command: ["run", "build:packages"],
  },
  {
    name: "web app",
    outputs: ["apps/web/dist/index.html", "apps/web/dist-server/index.js"],
    inputs: [...packageSources, "packages/i18n/locales", "apps/web", "pnpm-lock.yaml"],
    command: ["--filter", "@causeway/web", "build"],
  },
  {
    name: "Storybook",
    outputs: ["storybook-static/index.html"],
    inputs: [
      ...packageSources,
      "apps/web/src",
      "apps/api/src/mail",
      ".storybook",
      "pnpm-lock.yaml",
    ],
    command: ["run", "build:storybook"],
  },
  {
    name: "server",
    outputs: ["apps/api/dist/server.js"],
    inputs: [
      "apps/api/src",
      "apps/api/migrations",
      "apps/api/package.json",
      "packages/rules/src",
      "packages/i18n",
      "packages/api-client/openapi.yaml",
      "pnpm-lock.yaml",
    ],
    command: ["--filter", "@causeway/api", "run", "build"],
  },
];

mkdirSync(stamps, { recursive: true });
for (const step of steps) {
  const stamp = join(stamps, `${step.name.replace(/\W+/g, "-")}.stamp`);
  const built =
    step.outputs.every((path) => existsSync(join(root, path))) &&
    existsSync(stamp) &&
    statSync(stamp).mtimeMs >= newest(step.inputs);
  if (built && !process.env.FORCE_BUILD) {
    console.info(`✓ ${step.name}: up to date`);
    continue;
  }
  console.info(`… building the ${step.name}`);
  const startedAt = Date.now();
  const result = spawnSync("pnpm", step.command, { cwd: root, stdio: "inherit" });
  if (result.error) {
    console.error(`\n✗ Could not run pnpm (${result.error.message}): start with \`npm start\`.`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`\n✗ Building the ${step.name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  // The stamp is as old as the build's start: a source saved during the build rebuilds next time.
  writeFileSync(stamp, "");
  utimesSync(stamp, new Date(startedAt), new Date(startedAt));
  console.info(`✓ ${step.name}: built in ${Math.round((Date.now() - startedAt) / 1000)} s`);
}

if (process.argv.includes("--build-only")) process.exit(0);

const server = spawn(process.execPath, ["apps/api/dist/server.js"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    STATIC_DIR: process.env.STATIC_DIR ?? join(root, "apps/web/dist"),
    STORYBOOK_DIR: process.env.STORYBOOK_DIR ?? join(root, "storybook-static"),
    // With no SMTP server of yours, e-mail goes to a local catcher whose inbox the banner prints.
    MAIL_CATCHER: process.env.MAIL_CATCHER ?? (process.env.SMTP_URL ? "0" : "1"),
  },
});
// Ctrl-C reaches the whole process group; a signal sent to this process alone is passed on.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
