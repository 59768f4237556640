import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./test/chromium";
import { publishedAliases } from "./test/embed/published-aliases";

/** The tests' Chromium (test/chromium.ts); never a downloaded browser. scripts/cw.mjs makes sure one is there. */
const chromium = playwright({
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
});

/**
 * In CI (`.ci/run` sets CI) a browser test that fails is run once more: a loaded 2-core machine
 * can stall a real browser for seconds. A test failing twice still fails the run, and
 * test/reporters/flaky-reporter.ts names every test that needed the second attempt.
 */
const browserRetry = process.env.CI ? 1 : 0;

/**
 * Every project in one group, so the node lane (the unit tests, then the journeys and the host
 * apps) and the browser lane (the stories) run side by side from the start. On this 2-core machine
 * Vitest's default is one worker per pool; a project of the default group order whose files are
 * isolated on one worker is put in a group of its own that runs after the others, so the browser
 * lane stood idle while the unit tests ran alone for 197 s on one core (measured 2026-12-07: vmstat
 * 50% busy for the first 200 s, no story started before the last unit test ended).
 */
const oneGroup = { groupOrder: 1 };

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
      // The stories already stop every animation and hide the caret with one style sheet
      // (.storybook/vitest.setup.ts): Playwright need not add and remove its own for each shot
      // (87 -> 82 ms a capture, measured 2026-12-07).
      screenshotOptions: { animations: "allow" as const, caret: "initial" as const },
    },
  },
});

/**
 * One half of the stories as a Vitest project: the Storybook plugin takes its files from
 * .storybook/main.ts and leaves out `exclude`. Each project keeps its own dependency cache (the
 * plugin names one per Storybook, and two projects optimising into it at once would race).
 */
function storybookProject(name: string, exclude: string[]) {
  return {
    plugins: [
      storybookTest({ configDir: ".storybook", tags: { exclude: ["no-test"] } }),
      tailwindcss(),
      {
        name: "causeway-storybook-cache",
        config: () => ({ cacheDir: `node_modules/.cache/vitest-${name}` }),
      } satisfies Plugin,
    ],
    test: {
      name,
      sequence: oneGroup,
      exclude,
      browser: browser(name),
      retry: browserRetry,
      // The story files of a project run one after another in one page, not each in a fresh
      // iframe that imports React, the preview and the components again: storybook-ui 150 -> 134 s
      // and storybook-forms 333 -> 312 s alone, every story passing (measured 2026-12-07). Storybook
      // mounts and unmounts each story itself; the setup file resets the theme and the viewport.
      isolate: false,
      setupFiles: [".storybook/vitest.setup.ts"],
    },
  };
}

export default defineConfig({
  test: {
    reporters: ["default", "./test/reporters/flaky-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          sequence: oneGroup,
          environment: "node",
          // One module registry per worker, not per file: every API test file imported the app,
          // PGlite and the dictionaries afresh. The project alone took 289 s with isolation and
          // 177 s without (all 241 files passing, measured 2026-12-06); the tests keep no state
          // in modules between files (each starts its own server on its own database).
          isolate: false,
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
          sequence: oneGroup,
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
          sequence: oneGroup,
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
          sequence: oneGroup,
          environment: "node",
          include: ["test/journeys/**/*.test.ts"],
          // The demo world, seeded once for every journey file's server to start from a copy.
          globalSetup: ["test/journeys/seeded-data.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
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
          sequence: oneGroup,
          environment: "node",
          include: ["test/host-apps/**/*.test.ts"],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          retry: browserRetry,
        },
      },
      // Every story as a test, in three projects of one Storybook: the forms' (about 550 s alone),
      // ui's with the e-mails' (about 160 s) and the site's (about 360 s). The browser lane runs one
      // browser project at a time; with every project in one group (oneGroup) it runs beside the
      // node lane from the start (README, "Tests"). Three lanes kept both cores 100% busy, and
      // typing into a widget then took 9 s and failed.
      storybookProject("storybook-forms", ["packages/ui/**", "apps/**"]),
      storybookProject("storybook-ui", ["packages/forms/**", "apps/web/**"]),
      storybookProject("storybook-site", ["packages/**", "apps/api/**"]),
    ],
  },
});
