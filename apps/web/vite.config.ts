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
      // Two entries: the page's boot script (index.html: boot/boot.ts, a couple of kilobytes that
      // run before the app) and the app it imports once the page has painted (src/main.tsx).
      input: isSsrBuild ? undefined : { boot: "index.html", main: "src/main.tsx" },
      output: {
        // The server's build keeps its code readable (no compression, line breaks kept, the
        // names of functions and classes kept for stack traces) but renames local variables, as
        // the browser's build does: the libraries' long local names are theirs to change, and
        // the built site is checked for words it must not hold (issue 27: no "preact" anywhere,
        // which react-hook-form's local `ownerPreActionLength` otherwise spells).
        minify: isSsrBuild
          ? { compress: false, mangle: { keepNames: true }, codegen: { removeWhitespace: false } }
          : undefined,
        codeSplitting: {
          groups: [
            // The framework every page runs (React, its router, TanStack Query) in one file.
            {
              name: "framework",
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query))[\\/]/,
              tags: ["$initial"],
              priority: 20,
            },
            // The staff console's pages (everything under src/pages/admin but the route table the
            // shell holds) in one file, loaded on the console only: as separate route chunks, each
            // page's list of chunks to preload rode in the shell every visitor loads (0.2 kB gzip
            // on every page, measured with scripts/bench/page-weight.mjs). What the console shares
            // with the site stays where it is (includeDependenciesRecursively: false).
            {
              name: "console",
              test: (id: string) =>
                /[\\/]src[\\/]pages[\\/]admin[\\/]/.test(id) &&
                !/[\\/]admin[\\/]routes\.tsx$/.test(id),
              includeDependenciesRecursively: false,
              priority: 15,
            },
            // Everything the app imports statically (the site's frame: header, footer, providers,
            // the route table) in one file, not the dozens of small shared chunks the default
            // splitting cuts it into: each file is compressed on its own, and in pieces the same
            // code weighed 14 kB more gzip on the home page (measured on this build). The boot
            // script's own modules stay out of it (it runs before the app), and so do the modules
            // the app merely shares with it (includeDependenciesRecursively: false).
            {
              name: "shell",
              tags: ["$initial"],
              includeDependenciesRecursively: false,
              test: (id: string) =>
                !/[\\/]src[\\/]boot[\\/]|index\.html|\.css$|preload-helper|modulepreload/.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
