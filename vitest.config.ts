import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { publishedAliases } from "./test/embed/published-aliases";

/** Debian's Chromium (or CHROME_PATH); never a downloaded browser. scripts/cw.mjs makes sure one is there. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--font-render-hinting=none",
      "--force-color-profile=srgb",
    ],
  },
});

/**
 * In CI (`.ci/run` sets CI) a browser test that fails is run once more: a loaded 2-core machine
 * can stall a real browser for seconds. A test failing twice still fails the run, and
 * test/reporters/flaky-reporter.ts names every test that needed the second attempt.
 */
const browserRetry = process.env.CI ? 1 : 0;

/** A fresh browser block per project: Vitest writes into it, so projects must not share one. */
const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: "chromium" as const, name }],
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: "pixelmatch" as const,
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
    },
  },
});

export default defineConfig({
  test: {
    reporters: ["default", "./test/reporters/flaky-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          // The API's tests start a server on a fresh PGlite database (migrations, seed) in a hook
          // or a test: a second or two alone, ten and more while Chromium runs beside them on two
          // cores. A test that hangs still fails, after 20 s.
          testTimeout: 20_000,
          hookTimeout: 60_000,
          include: [
            "packages/*/src/**/*.test.ts",
            "packages/*/test/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "apps/*/test/**/*.test.ts",
            "apps/web/vite/**/*.test.ts",
            "apps/web/server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
        },
      },
      {
        plugins: [react(), tailwindcss()],
        test: {
          name: "browser",
          include: ["packages/*/src/**/*.browser.test.tsx", "test/consumer/**/*.browser.test.tsx"],
          browser: browser("browser"),
          retry: browserRetry,
        },
      },
      {
        // A bare host app: Vite and React only, no Tailwind, and @causeway/* resolved to what npm
        // would install (dist/ and the compiled CSS). `npm test` builds the packages first.
        plugins: [react()],
        resolve: { alias: publishedAliases(import.meta.dirname) },
        test: {
          name: "embed",
          include: ["test/embed/**/*.browser.test.tsx"],
          browser: browser("embed"),
          retry: browserRetry,
        },
      },
      {
        // Journeys: the built web app (apps/web/dist, built by `npm test` before Vitest) on the
        // real server, driven in Chromium through Playwright (test/journeys/site.ts).
        test: {
          name: "journeys",
          environment: "node",
          include: ["test/journeys/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // What a journey waits for on a page (a count, a row after a navigation) may take seconds
          // on a loaded 2-core machine: expect.poll's 1 s default failed a journey there.
          expect: { poll: { timeout: 10_000 } },
          retry: browserRetry,
        },
      },
      {
        // Issue 11's embed test: the packed packages installed by npm into a Vite and a webpack host
        // app made of the READMEs' examples, built and driven in Chromium against the real API
        // (test/host-apps/). `npm test` builds the packages and the web app first.
        test: {
          name: "hosts",
          environment: "node",
          include: ["test/host-apps/**/*.test.ts"],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          retry: browserRetry,
        },
      },
      {
        plugins: [
          storybookTest({ configDir: ".storybook", tags: { exclude: ["no-test"] } }),
          tailwindcss(),
        ],
        test: {
          name: "storybook",
          browser: browser("storybook"),
          retry: browserRetry,
          setupFiles: [".storybook/vitest.setup.ts"],
        },
      },
    ],
  },
});
