import { defineConfig } from "tsup";

export default defineConfig({
  // "video-url" is the pure link parser, for servers: no React, so no "use client" (the main
  // entry keeps the directive of src/index.ts).
  entry: { index: "src/index.ts", "video-url": "src/components/VideoEmbed/parseVideoUrl.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  external: ["react", "react-dom", /^@causeway\//],
});
