// The journeys' fixtures: the BUILT server (apps/api/dist/server.js, what `npm start` runs) on a
// free port with a temporary DATA_DIR holding a copy of the demo world (seeded once per run by
// test/journeys/seeded-data.ts), serving the BUILT web app (apps/web/dist), and one Chromium for a
// whole test file. `npm test` builds both before Vitest.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { chromiumArgs, chromiumPath } from "../chromium";

const root = join(import.meta.dirname, "..", "..");
const webDist = join(root, "apps", "web", "dist");
/** The same site built with React's development build (`npm test` builds it: build:dev). */
const webDevDist = join(root, "apps", "web", "dist-dev");
const apiServer = join(root, "apps", "api", "dist", "server.js");

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Site {
  url: string;
  /** The local mail catcher's web inbox, when the site was started with `mail`. */
  inbox: string | null;
  stop(): Promise<void>;
}

export interface SiteOptions {
  /**
   * React's development build in the browser and the server render (apps/web/dist-dev): its
   * warnings (a hydration mismatch of an attribute among them) are console errors.
   */
  dev?: boolean;
  /** E-mail goes to the local mail catcher `npm start` runs (its inbox: Site.inbox). */
  mail?: boolean;
  /** More of the server's environment, read when the server starts (Stripe's keys). */
  env?: () => Record<string, string>;
}

/** Starts apps/api on the built web app and resolves once it prints that it is ready. */
export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const dist = options.dev ? webDevDist : webDist;
  if (!existsSync(join(dist, "index.html"))) {
    throw new Error(
      `${dist} is missing: build the web app first (npx -y pnpm@12.21.0 --filter @causeway/web build${options.dev ? ":dev" : ""}).`,
    );
  }
  if (!existsSync(apiServer)) {
    throw new Error(
      `${apiServer} is missing: build the server first (npx -y pnpm@12.21.0 --filter @causeway/api build).`,
    );
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "causeway-journeys-"));
  // The demo world seeded once for the run (the journeys project's global set-up); a project
  // without it (the host apps) seeds its own, as `npm start` does on a first run.
  const seeded = inject("seededDataDir");
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [apiServer], {
    cwd: join(root, "apps", "api"),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      STATIC_DIR: dist,
      ...(options.dev ? { NODE_ENV: "development" } : {}),
      STORYBOOK_DIR: "",
      JWT_SECRET: "journeys-secret-journeys-secret-journeys",
      PUBLIC_URL: url,
      SEED: "1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_LOGIN: "1000",
      RATE_LIMIT_SIGNUP: "1000",
      ...(options.mail
        ? {
            MAIL_CATCHER: "1",
            MAIL_CATCHER_SMTP_PORT: "0",
            MAIL_CATCHER_PORT: "0",
            MAIL_POLL_MS: "200",
          }
        : {}),
      ...options.env?.(),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready in 150 s:\n${output}`)),
      // From the seeded copy it is ready in 2 to 3 s alone; at the start of `npm test` a dozen
      // browsers and servers start at once on two cores, and one took over 60 s (measured
      // 2026-12-07, when each server still seeded its own).
      150_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Causeway is ready")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    url,
    inbox: output.match(/E-mail inbox: +(http:\S+)/)?.[1] ?? null,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The tests' Chromium (test/chromium.ts), with the flags of the browser projects in vitest.config.ts. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and CSP violations seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A fresh visitor (own cookies and storage) whose console errors are collected; `options` add to
 * the English, UTC browser context (a phone's viewport and touch, say).
 */
export async function visit(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL,
    locale: "en-GB",
    timezoneId: "UTC",
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  return { context, page, errors, close: () => context.close() };
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe on the page as it is, like every story: evaluated through the DevTools protocol (the site's
 * CSP allows no injected script), every violation listed.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Compiling axe's 560 kB takes about half a second: once per document (the site's own
  // navigations keep it, and a poll asks again on the same page).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the global axe-core installs.
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations as AxeViolation[];
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

export interface JourneyFile {
  /** The running site's origin (set once the file's server has started). */
  readonly url: string;
  /** The local mail catcher's inbox (journeyFile({ mail: true })). */
  readonly inbox: string;
  /**
   * A fresh guest's tab (`options` add to its browser context); its console errors fail the
   * journey when it ends.
   */
  guest(options?: BrowserContextOptions): Promise<Visit>;
  /** The tab of the running journey, if one is open. */
  readonly current: Visit | null;
  /**
   * Another person's tab (own cookies and storage) in the same journey, for journeys where two
   * people act; its console errors fail the journey too, and it closes when the journey ends.
   */
  another(): Promise<Visit>;
  /**
   * A guest's tab kept for the whole file (its cookies too): a journey of many pages reuses it, so
   * Chromium keeps one renderer and its compiled scripts. Its console errors fail the journey in
   * which they happen; it closes when the file ends.
   */
  kept(): Promise<Visit>;
}

/**
 * The set-up every journey file shares: one server and one Chromium for the file, a fresh visitor
 * per journey, and any console error, uncaught exception or CSP violation on the way fails it.
 */
export function journeyFile(options: SiteOptions = {}): JourneyFile {
  let site: Site | undefined;
  let browser: Browser | undefined;
  let current: Visit | null = null;
  let others: Visit[] = [];
  const keptVisits: Visit[] = [];
  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(options), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(keptVisits.map((visit) => visit.close()));
    await browser?.close();
    await site?.stop();
  }, 30_000);
  afterEach(async () => {
    const errors = [current, ...others, ...keptVisits].flatMap((visit) => visit?.errors ?? []);
    for (const visit of keptVisits) visit.errors.length = 0;
    await Promise.all([current, ...others].map((visit) => visit?.close()));
    current = null;
    others = [];
    // Each error's whole text in the message: a diff of the array cuts long entries off.
    expect(errors, `console errors on the way:\n${errors.join("\n---\n")}`).toEqual([]);
  });
  return {
    get url() {
      if (!site) throw new Error("the site has not started");
      return site.url;
    },
    get inbox() {
      if (!site?.inbox)
        throw new Error("the site runs no mail catcher (journeyFile({ mail: true }))");
      return site.inbox;
    },
    get current() {
      return current;
    },
    async guest(options?: BrowserContextOptions) {
      if (!browser || !site) throw new Error("the site has not started");
      current = await visit(browser, site.url, options);
      return current;
    },
    async another() {
      if (!browser || !site) throw new Error("the site has not started");
      const other = await visit(browser, site.url);
      others.push(other);
      return other;
    },
    async kept() {
      if (!browser || !site) throw new Error("the site has not started");
      const tab = await visit(browser, site.url);
      keptVisits.push(tab);
      return tab;
    },
  };
}

/**
 * Waits until the app has taken over the server's page (RootRoute marks <html data-hydrated>):
 * from then on clicks and key presses are the app's, not lost on inert server HTML.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The sandbox's card form (/sandbox/pay/…), filled with `card` and sent with the keyboard's Enter. */
export async function payWithCard(page: Page, card = "4242 4242 4242 4242"): Promise<void> {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry date").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Security code (CVC)").press("Enter");
}
