#!/usr/bin/env node
// Builds one package of packages/ for publishing, run from the package's folder (its "build"
// script). The JavaScript is unbundled: one ES module and one CommonJS file per source module
// (preserveModules), so a host's bundler tree-shakes the package as finely as our own sources, and
// a Jest or CommonJS host can require it. Every bare import (react, react-aria, zod, our other
// packages) stays an import, resolved by the host. Types come from tsup as one declaration file
// per entry, for ESM (.d.ts) and CommonJS (.d.cts).
//
// The entries are the package's publishConfig.exports whose "import" is a dist/ .js file; the
// source of each is the same key of the workspace "exports" (src/).
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { build } from "vite";

const dir = process.cwd();
const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
const published = pkg.publishConfig?.exports ?? {};

/** Source file → name of its output (without extension), for each JavaScript entry point. */
const entries = {};
for (const [key, target] of Object.entries(published)) {
  const importTarget = typeof target === "object" ? target.import : null;
  const file = typeof importTarget === "object" ? importTarget?.default : importTarget;
  if (typeof file !== "string" || !file.endsWith(".js")) continue;
  const source = pkg.exports[key];
  if (typeof source !== "string") throw new Error(`${pkg.name}: no source for export "${key}"`);
  entries[file.replace(/^\.\/dist\//, "").replace(/\.js$/, "")] = join(dir, source);
}

rmSync(join(dir, "dist"), { recursive: true, force: true });

/**
 * The CommonJS files import a dual package's default export the way CommonJS hosts do (Babel's
 * and TypeScript's interop: a module marked `__esModule` gives its `exports.default`). Rolldown
 * emits Node's ESM interop (`__toESM(module, 1)`: the default is the whole `module.exports`) in the
 * CommonJS output of a `"type": "module"` package (rolldown#10800), so `require()` of api-client
 * called openapi-fetch's exports object and ui's ImageCropper rendered react-easy-crop's.
 */
const commonJsInterop = {
  name: "causeway:commonjs-interop",
  renderChunk(code) {
    const fixed = code.replace(/\b__toESM\(([\w$]+), 1\)/g, "__toESM($1)");
    return fixed === code ? null : { code: fixed, map: null };
  },
};

const isBare = (id) => !id.startsWith(".") && !isAbsolute(id) && !id.startsWith("\0");

for (const format of ["es", "cjs"]) {
  await build({
    root: dir,
    configFile: false,
    logLevel: "warn",
    plugins: format === "cjs" ? [commonJsInterop] : [],
    // A CommonJS file has no import.meta: its own address comes from __filename.
    define:
      format === "cjs"
        ? { "import.meta.url": 'require("node:url").pathToFileURL(__filename).href' }
        : {},
    build: {
      outDir: "dist",
      emptyOutDir: false,
      minify: false,
      sourcemap: true,
      target: "es2022",
      copyPublicDir: false,
      lib: { entry: entries, formats: [format] },
      rolldownOptions: {
        // Each module keeps its own "use client" (preserveModules), so the warning does not apply.
        onLog(level, log, handler) {
          if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
        },
        // Bare imports stay imports; JSON next to the sources (the dictionaries) too.
        external: (id) => isBare(id) || /\/locales\/[a-z]{2}\.json$/.test(id),
        output: {
          preserveModules: true,
          preserveModulesRoot: join(dir, "src"),
          entryFileNames: format === "es" ? "[name].js" : "[name].cjs",
          exports: "named",
        },
      },
    },
  });
}

// Declarations: the package's tsup.config.ts bundles one .d.ts and .d.cts per entry (dts only).
const dts = spawnSync("tsup", [], { cwd: dir, stdio: "inherit" });
if (dts.status !== 0) process.exit(dts.status ?? 1);
