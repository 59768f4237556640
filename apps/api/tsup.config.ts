import { defineConfig } from "tsup";

// One ESM file for `node dist/server.js`: the workspace packages (@causeway/*, shipped as
// extensionless TypeScript) are bundled in; every npm dependency stays external, and so does the
// web app's page delivery (@causeway/web/server: Vite builds it, with the app it renders).
// dist/server.js is src/launch.ts, which sets NODE_ENV for React and only then imports the server
// (dist/server-main.js): a bundle's external imports (react among them) are evaluated before any
// of its own code, so the setting could not come first inside one file.
export default defineConfig({
  entry: { server: "src/launch.ts", "server-main": "src/server.ts", seed: "src/seed/cli.ts" },
  format: ["esm"],
  platform: "node",
  target: "node22",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@causeway\/(?!web\/)/],
});
