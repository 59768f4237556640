#!/usr/bin/env node
// The published shape of every package under packages/: pack it as it would be published (pnpm
// applies publishConfig), then let @arethetypeswrong check that each JS entry point and its types
// resolve for ESM and CommonJS consumers and bundlers. Stylesheets and dictionaries are plain files, not
// typed entry points, so they are left out. Run after `build:packages`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const out = mkdtempSync(join(tmpdir(), "causeway-packs-"));
let failed = 0;

for (const dir of readdirSync(join(root, "packages"))) {
  const pkgDir = join(root, "packages", dir);
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  } catch {
    continue;
  }
  if (pkg.private) continue;
  const exportsMap = pkg.publishConfig?.exports ?? pkg.exports ?? {};
  const plainFiles = Object.keys(exportsMap).filter((key) => /\.(css|json)$/.test(key));
  const pack = spawnSync("pnpm", ["pack", "--pack-destination", out, "--json"], {
    cwd: pkgDir,
    encoding: "utf8",
  });
  if (pack.status !== 0) {
    console.error(`✗ ${pkg.name}: pnpm pack failed\n${pack.stderr}`);
    failed++;
    continue;
  }
  const tarball = join(
    out,
    readdirSync(out).find((f) => f.startsWith(pkg.name.replace("@", "").replace("/", "-"))),
  );
  // ESM and CommonJS hosts (node16) and bundlers; node10 knows no subpaths.
  const args = [tarball, "--profile", "node16", "--format", "table-flipped"];
  if (plainFiles.length) args.push("--exclude-entrypoints", ...plainFiles);
  const attw = spawnSync("attw", args, { encoding: "utf8" });
  if (attw.status === 0) console.info(`✓ ${pkg.name}: exports and types resolve`);
  else {
    console.error(`✗ ${pkg.name}:\n${attw.stdout}${attw.stderr}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
