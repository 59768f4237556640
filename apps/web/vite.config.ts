import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { dictionaryNamespaces, knownNamespaces } from "./vite/dictionary-namespaces";
import { paintFirst } from "./vite/paint-first";
import { reactAriaOnPreact } from "./vite/preact/react-aria-on-preact";
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

const preactFile = (specifier: string) => createRequire(import.meta.url).resolve(specifier);

/**
 * The built site runs on Preact's React compatibility layer, in the browser and in the server
 * render alike (issue 12: React's renderer alone weighed 63 kB of a 130 kB budget; Preact with its
 * layer weighs about 12). The packages stay React components: their stories, tests and the
 * widgets other teams embed run on React; the journeys try the site as built.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: preactFile("preact/compat/client") },
  { find: /^react-dom\/server$/, replacement: preactFile("preact/compat/server") },
  { find: /^react\/jsx-runtime$/, replacement: preactFile("preact/compat/jsx-runtime") },
  { find: /^react\/jsx-dev-runtime$/, replacement: preactFile("preact/compat/jsx-dev-runtime") },
  { find: /^react-dom$/, replacement: preactFile("preact/compat") },
  { find: /^react$/, replacement: join(import.meta.dirname, "vite/preact/react.ts") },
];

const localesDir = dirname(
  createRequire(import.meta.url).resolve("@causeway/i18n/locales/en.json"),
);

/**
 * The site: built to dist/ and served by apps/api on the same origin as the API (`npm start`).
 * In development (`pnpm --filter @causeway/web dev`) /api and /socket.io go to a running apps/api.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  // Development (vite's server, the unit tests) stays on React, for its fast refresh and its
  // warnings.
  resolve: command === "build" ? { alias: preactForReact } : undefined,
  // The server render bundles its libraries, so they too get Preact for React (an external
  // react-router would import React itself).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  plugins: [
    react(),
    reactAriaOnPreact(),
    tailwindcss(),
    preloadLatinFont(),
    paintFirst(),
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
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // The framework every page runs (React, its router, TanStack Query) in one file instead of
        // a dozen: one request, and about 6 kB less once compressed than the same code in pieces.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:preact|react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
