import { defineConfig } from "tsup";

// One ESM file for `node dist/server.js`: the workspace packages (@causeway/*, shipped as
// extensionless TypeScript) are bundled in; every npm dependency stays external, and so does the
// web app's page delivery (@causeway/web/server: Vite builds it, with the app it renders).
export default defineConfig({
  entry: { server: "src/server.ts", seed: "src/seed/cli.ts" },
  format: ["esm"],
  platform: "node",
  target: "node22",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@causeway\/(?!web\/)/],
});
