import { defineConfig } from "tsup";

// One ESM file for `node dist/server.js`: the workspace packages (@causeway/*, shipped as
// extensionless TypeScript) are bundled in; every npm dependency stays external.
export default defineConfig({
  entry: { server: "src/server.ts", seed: "src/seed/cli.ts" },
  format: ["esm"],
  platform: "node",
  target: "node22",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@causeway\//],
});
