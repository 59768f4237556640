// Checks the published shape: builds with tsup, stages the package as npm would publish it
// (publishConfig applied, as pnpm publish does), packs it, and runs @arethetypeswrong/cli on the
// tarball so the exports and their types resolve for a consumer.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => join(root, "node_modules", ".bin", name);
const run = (command, args, cwd = root) =>
  execFileSync(command, args, { cwd, stdio: "inherit", env: process.env });

run(bin("tsup"), []);

const stage = mkdtempSync(join(tmpdir(), "causeway-api-client-"));
try {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const { publishConfig = {}, devDependencies: _dev, scripts: _scripts, ...published } = manifest;
  const { access: _access, ...overrides } = publishConfig;
  writeFileSync(
    join(stage, "package.json"),
    JSON.stringify({ ...published, ...overrides }, null, 2),
  );
  for (const entry of manifest.files) {
    if (existsSync(join(root, entry)))
      cpSync(join(root, entry), join(stage, entry), { recursive: true });
  }
  run("npm", ["pack", "--silent"], stage);
  const tarball = readdirSync(stage).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error("npm pack produced no tarball");
  run(bin("attw"), [
    join(stage, tarball),
    "--profile",
    "esm-only",
    "--exclude-entrypoints",
    "./openapi.json",
  ]);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
