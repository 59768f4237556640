import { defineConfig } from "tsup";

// Declarations only (scripts/build-package.mjs builds the JavaScript, one module per source file):
// one bundled .d.ts and .d.cts per entry.
export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  dts: { only: true },
  clean: false,
  external: ["zod", "zod/mini", "ibantools"],
});
