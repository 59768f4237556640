import { createRequire } from "node:module";
import { dirname } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { dictionaryNamespaces, knownNamespaces } from "./vite/dictionary-namespaces";
import { routeNamespaces } from "./vite/route-namespaces";

/**
 * The Latin file of the site's font, preloaded from the HTML's head: without it the browser finds
 * the font only once the stylesheet is parsed, and the first text paints twice (fallback, then
 * Inter) later than it could. The other scripts' files load by their unicode-range, when a page
 * holds such text.
 */
function preloadLatinFont(): Plugin {
  return {
    name: "causeway-preload-latin-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font)
          throw new Error("the Latin Inter file is not in the build: update preloadLatinFont");
        return [
          {
            tag: "link",
            attrs: {
              rel: "preload",
              href: `/${font}`,
              as: "font",
              type: "font/woff2",
              crossorigin: "",
            },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

const localesDir = dirname(
  createRequire(import.meta.url).resolve("@causeway/i18n/locales/en.json"),
);

/**
 * The site: built to dist/ and served by apps/api on the same origin as the API (`npm start`).
 * In development (`pnpm --filter @causeway/web dev`) /api and /socket.io go to a running apps/api.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    preloadLatinFont(),
    dictionaryNamespaces(localesDir),
    routeNamespaces(knownNamespaces(localesDir)),
  ],
  server: {
    proxy: {
      "/api": process.env.API_URL ?? "http://localhost:3000",
      "/socket.io": { target: process.env.API_URL ?? "http://localhost:3000", ws: true },
    },
  },
  build: {
    target: "es2022",
    // The server's build (server/index.ts) is code only: the public files are the client's.
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // The site's one entry (boot/boot.ts, from index.html) is named for what it is.
      input: isSsrBuild ? undefined : { boot: "index.html" },
      output: {
        // The framework every page runs (React, its router, TanStack Query) in one file instead of
        // a dozen: one request, and about 6 kB less once compressed than the same code in pieces.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
