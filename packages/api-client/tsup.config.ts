import { defineConfig } from "tsup";

// The published build: ESM and declarations for the main entry and the mocks subpath. Inside the
// repository the package is consumed from source (package.json "exports" points at src/).
export default defineConfig({
  entry: { index: "src/index.ts", "mocks/index": "src/mocks/index.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "react/jsx-runtime", "@tanstack/react-query", "msw", "openapi-fetch"],
});
