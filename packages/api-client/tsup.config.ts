import { defineConfig } from "tsup";

// Declarations only (scripts/build-package.mjs builds the JavaScript, one module per source file):
// one bundled .d.ts and .d.cts for the main entry and the client and mocks subpaths. Inside the repository the
// package is consumed from source (package.json "exports" points at src/).
export default defineConfig({
  entry: {
    index: "src/index.ts",
    "client/index": "src/client/index.ts",
    "mocks/index": "src/mocks/index.ts",
  },
  format: ["esm", "cjs"],
  dts: { only: true },
  clean: false,
  external: ["react", "react/jsx-runtime", "@tanstack/react-query", "msw", "openapi-fetch"],
});
