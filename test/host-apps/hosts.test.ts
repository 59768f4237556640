/**
 * Issue 11's embed test: the four packages as another team gets them. They are packed as published
 * (`pnpm pack`) and installed with npm from the registry into two throw-away host apps, a Vite app
 * and a webpack 5 production build, without Tailwind and on the lowest React Query of the peer
 * range (5.100.0). The apps' sources ARE the code examples of the package READMEs
 * (readme-examples.ts; the README's API origin is swapped for the running API's), type-checked
 * with `strict` and `exactOptionalPropertyTypes`. Each build is served on its own origin, the real
 * API (apps/api with the demo data, CORS_ORIGINS set to the hosts' origins) on another, and
 * Chromium drives them: a guest's card donation through the sandbox's payment page to the host's
 * thank-you, an IBAN verified by the campaign's owner, the host's styles and ours kept apart, and
 * each widget's look against its baseline. Any console error fails a journey.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright";
import postcss, { type AtRule } from "postcss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchChromium,
  payWithCard,
  type Site,
  startSite,
  type Visit,
  visit,
} from "../journeys/site";
import {
  buildHost,
  cleanEnv,
  createHost,
  type HostName,
  installedCopies,
  limiter,
  npmInstall,
  packPackages,
  pointAtApi,
  type RunResult,
  root,
  run,
  typecheck,
} from "./hosts";
import { type Example, expectedOutput, hostFiles, readmeExamples } from "./readme-examples";
import { compareWithBaseline } from "./screenshots";
import { type StaticServer, serveStatic } from "./static-server";

const HOSTS: HostName[] = ["vite", "webpack"];
/** A third host runs the README's Jest set-up and test (CommonJS, jsdom) on the packed packages. */
let jestInstalled: Promise<RunResult>;
const CAMPAIGN = "Help Maria's son walk again";
const OWNER = { username: "maria.petrova", password: "causeway-demo" };

const work = mkdtempSync(join(tmpdir(), "causeway-hosts-"));
const examples = readmeExamples(root);

/** A step that runs in the background; a test awaits it (and fails with its error). */
function background<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

interface HostRun {
  dir: string;
  server: StaticServer;
  installed: Promise<RunResult>;
  typechecked: Promise<RunResult>;
  built: Promise<RunResult>;
}
const hosts = {} as Record<HostName, HostRun>;
let packs: Promise<Map<string, string>>;
let site: Promise<Site>;
let browser: Promise<Browser>;
const previousCors = process.env.CORS_ORIGINS;

beforeAll(async () => {
  const servers = await Promise.all(HOSTS.map((name) => serveStatic(join(work, name, "dist"))));
  // startSite passes its environment on to the API: the hosts' origins may call it.
  process.env.CORS_ORIGINS = servers.map((server) => server.origin).join(",");
  site = background(startSite());
  browser = background(launchChromium());
  packs = background(packPackages(join(work, "packs")));
  const oneAtATime = limiter(1);
  jestInstalled = background(
    packs.then((tarballs) => {
      const dir = join(work, "jest");
      createHost({ name: "jest", dir, tarballs, files: hostFiles(examples), withScripts: true });
      return npmInstall(dir);
    }),
  );
  HOSTS.forEach((name, index) => {
    const dir = join(work, name);
    const installed = background(
      packs.then((tarballs) => {
        createHost({
          name,
          dir,
          tarballs,
          files: hostFiles(examples),
          withScripts: name === "vite",
        });
        return npmInstall(dir);
      }),
    );
    const typechecked = background(installed.then(() => oneAtATime(() => typecheck(dir))));
    const built = background(
      Promise.all([installed, site]).then(([, api]) => {
        pointAtApi(dir, api.url);
        return oneAtATime(() => buildHost(dir));
      }),
    );
    hosts[name] = { dir, server: servers[index] as StaticServer, installed, typechecked, built };
  });
});

afterAll(async () => {
  await Promise.allSettled([browser?.then((b) => b.close()), site?.then((s) => s.stop())]);
  await Promise.all(HOSTS.map((name) => hosts[name]?.server.close()));
  process.env.CORS_ORIGINS = previousCors;
  if (!process.env.KEEP_HOSTS) rmSync(work, { recursive: true, force: true });
  else console.info(`host apps kept in ${work}`);
});

describe("the package READMEs", () => {
  it("name a host file for every code example, and the install line names what the hosts need", () => {
    expect(() => hostFiles(examples)).not.toThrow();
    const install = examples.find((e) => e.lang === "sh" && e.code.includes("@causeway/forms"));
    expect(install?.code, "packages/forms/README.md has an `npm install` line").toMatch(
      /^npm install /,
    );
    const listed = (install?.code ?? "").trim().split(/\s+/).slice(2).sort();
    const template = JSON.parse(
      readFileSync(join(import.meta.dirname, "templates", "vite", "package.json"), "utf8"),
    );
    expect(listed, "the README's install line").toEqual(Object.keys(template.dependencies).sort());
  });

  it("are packed with every file their exports name", async () => {
    expect([...(await packs).keys()].sort()).toEqual([
      "@causeway/api-client",
      "@causeway/forms",
      "@causeway/i18n",
      "@causeway/rules",
      "@causeway/ui",
    ]);
  });
});

describe.each(HOSTS)("the %s host", (name) => {
  const host = () => hosts[name];

  it("gets one @tanstack/query-core, React Query 5.100.0 and one React from npm, without warnings", async () => {
    const { output } = await host().installed;
    // Not ours: this machine's npm configuration, and the install script of the host's own esbuild.
    const notOurs = /Unknown (user|env) config|install-scripts(?!.*@causeway)/;
    const warnings = output
      .split("\n")
      .filter((line) => /^npm (warn|error)/i.test(line) && !notOurs.test(line));
    expect(warnings, "npm's warnings while installing").toEqual([]);
    const copies = (pkg: string) => installedCopies(host().dir, pkg);
    expect(copies("@tanstack/query-core"), "copies of @tanstack/query-core").toEqual([
      "node_modules/@tanstack/query-core@5.100.0",
    ]);
    expect(copies("@tanstack/react-query")).toEqual(["node_modules/@tanstack/react-query@5.100.0"]);
    expect(copies("react")).toHaveLength(1);
    for (const pkg of ["ui", "forms", "rules", "api-client", "i18n"]) {
      expect(copies(`@causeway/${pkg}`)).toEqual([`node_modules/@causeway/${pkg}@0.0.0`]);
    }
  });

  it("type-checks the README's sources with strict and exactOptionalPropertyTypes", async () => {
    await host().typechecked;
  });

  it("builds for production with the widgets' stylesheet in it", async () => {
    await host().built;
    const css = readdirSync(join(host().dir, "dist"), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(join(host().dir, "dist", file), "utf8"))
      .join("\n");
    expect(css, "the built CSS holds the widgets' rules").toContain(".cw-root");
  });

  it("takes a guest's 12.50 EUR card donation through the sandbox page to the host's thank-you", async () => {
    const { origin } = await ready(name);
    const api = (await site).url;
    await withTab(origin, async (page) => {
      await page.goto("/");
      await page.getByRole("heading", { name: `Donate to ${CAMPAIGN}` }).waitFor();
      // The README's own component on the same client, beside the widget.
      await page.getByText(new RegExp(`^${CAMPAIGN}: €[\\d,.]+ of €[\\d,.]+ raised$`)).waitFor();
      await page.getByRole("textbox", { name: "Other amount (EUR)" }).fill("12.50");
      await page.getByText("Card (Stripe)", { exact: true }).click();
      await page.getByRole("textbox", { name: /Full name/ }).fill("Ana Lima");
      await page.getByRole("textbox", { name: /E-mail/ }).fill("ana.lima@example.pt");
      const created = page.waitForResponse(
        (r) => r.request().method() === "POST" && /\/donation$/.test(new URL(r.url()).pathname),
      );
      await page.getByRole("button", { name: "Donate €12.50" }).click();
      const response = await created;
      expect(response.status(), "POST …/donation from the host's origin").toBe(201);
      expect(response.headers()["access-control-allow-origin"]).toBe(origin);
      expect(response.request().postDataJSON()).toMatchObject({
        amount: 1250,
        payment_method: "STRIPE",
        donator_name: "Ana Lima",
        return_url: `${origin}/checkout`,
      });

      // The sandbox's payment page, on the API's origin.
      await page.waitForURL(
        (url) => url.origin === api && url.pathname.startsWith("/sandbox/pay/"),
      );
      await payWithCard(page);

      // Back on the host's returnUrl page, which shows the outcome with DonateResult.
      await page.waitForURL(
        (url) =>
          url.origin === origin &&
          url.pathname === "/checkout" &&
          url.searchParams.get("status") === "PROCESSED",
      );
      await page.getByRole("heading", { name: "Thank you, Ana Lima!" }).waitFor();
      await page.getByText(`You gave €12.50 to ${CAMPAIGN}.`, { exact: true }).waitFor();
    });
  });

  it("lets the campaign's owner verify an IBAN: BIC and bank are filled in and locked", async () => {
    const { origin } = await ready(name);
    const token = await ownerToken();
    await withTab(
      origin,
      async (page) => {
        await page.goto("/withdraw");
        const iban = page.getByRole("combobox", { name: "IBAN" });
        await iban.fill("DE89 3704 0044 0532 0130 00");
        const verified = page.waitForResponse(
          (r) => new URL(r.url()).pathname === "/api/v2/iban-verification",
        );
        await iban.press("Tab");
        const response = await verified;
        expect(response.status(), "GET /api/v2/iban-verification").toBe(200);
        expect(response.request().headers().authorization).toBe(`Bearer ${token}`);
        const bic = page.getByRole("textbox", { name: "BIC (SWIFT)" });
        const bank = page.getByRole("textbox", { name: "Bank", exact: true });
        await expect.poll(() => bic.inputValue()).toBe("COBADEFFXXX");
        expect(await bank.inputValue()).toBe("Commerzbank");
        expect(await bic.getAttribute("readonly"), "BIC locked").not.toBeNull();
        expect(await bank.getAttribute("readonly"), "bank locked").not.toBeNull();
      },
      { token },
    );
  });

  it("keeps the host's h1 and buttons as the host styled them, and the widgets' as we did", async () => {
    const { origin } = await ready(name);
    await withTab(origin, async (page) => {
      await page.goto("/");
      await page.getByRole("heading", { name: `Donate to ${CAMPAIGN}` }).waitFor();
      const hostLook = await page.evaluate(() => {
        const h1 = getComputedStyle(document.querySelector("h1") as Element);
        const button = getComputedStyle(document.querySelector("#host-button") as Element);
        return {
          h1: `${h1.fontSize} ${h1.fontWeight}`,
          hostButton: button.backgroundColor,
          bodyMargin: getComputedStyle(document.body).margin,
        };
      });
      expect(hostLook, "the host's own elements").toEqual({
        h1: "32px 700",
        hostButton: "rgb(255, 165, 0)",
        bodyMargin: "8px",
      });
      const donate = page.getByRole("button", { name: /^Donate / });
      const widgetButton = await donate.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(widgetButton, "the host's `button { background: orange }` inside the widget").not.toBe(
        "rgb(255, 165, 0)",
      );
      expect(widgetButton).not.toBe("rgba(0, 0, 0, 0)");

      // @causeway/ui on its own page (its README's example): the same both ways.
      await page.goto("/ui.html");
      const pledge = page.getByRole("button", { name: "Pledge now" });
      const look = await pledge.evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        height: getComputedStyle(el).height,
        h1: getComputedStyle(document.querySelector("h1") as Element).fontSize,
        host: getComputedStyle(document.querySelector("#host-button") as Element).backgroundColor,
      }));
      expect(look.background, "ui's Button under the host's button rule").not.toBe(
        "rgb(255, 165, 0)",
      );
      expect(look).toMatchObject({ height: "40px", h1: "32px", host: "rgb(255, 165, 0)" });
      await pledge.click();
      await page.getByRole("button", { name: "Thank you" }).waitFor();
    });
  });

  it("draws each widget as in its story", async () => {
    const { origin } = await ready(name);
    const token = await ownerToken();
    const problems: string[] = [];
    const shoot = async (page: Page, selector: string, baseline: string, mask: string[] = []) => {
      await page.evaluate(() => document.fonts.ready);
      const png = await page.locator(selector).screenshot({
        animations: "disabled",
        caret: "hide",
        mask: mask.map((masked) => page.locator(masked)),
      });
      const problem = compareWithBaseline(baseline, name, png);
      if (problem) problems.push(problem);
    };
    await withTab(origin, async (page) => {
      await page.goto("/");
      await page.getByRole("heading", { name: `Donate to ${CAMPAIGN}` }).waitFor();
      await shoot(page, '[data-slot="donate-widget"]', "donate-widget");
    });
    await withTab(
      origin,
      async (page) => {
        await page.goto("/withdraw");
        await page.getByRole("combobox", { name: "IBAN" }).waitFor();
        await page.getByRole("checkbox").first().waitFor();
        // The documents policy (issue 13) arrives after the form: shot once it says its case. Its
        // words name the campaign's threshold, which the donations of the other tests move.
        const policy = '[data-slot="documents-policy"]:not([data-case="unknown"])';
        await page.locator(policy).waitFor();
        await shoot(page, '[data-slot="provider-withdrawal-form"]', "provider-withdrawal-form", [
          `${policy} p`,
        ]);
      },
      { token },
    );
    expect(problems).toEqual([]);
  });

  it("speaks German to a German visitor (the dictionary loaded as its own chunk)", async () => {
    const { origin } = await ready(name);
    await withTab(
      origin,
      async (page) => {
        await page.goto("/");
        await page.getByRole("heading", { name: `Für ${CAMPAIGN} spenden` }).waitFor();
      },
      { locale: "de-DE" },
    );
  });
});

describe("the published stylesheets", () => {
  it.each(["@causeway/ui", "@causeway/forms"])(
    "%s/styles.css has no selector that can match outside a widget",
    async (name) => {
      const tarball = (await packs).get(name) as string;
      const { stdout: css } = await run("tar", ["-xzOf", tarball, "package/dist/styles.css"], {
        cwd: work,
      });
      const outside: string[] = [];
      let rules = 0;
      postcss.parse(css).walkRules((rule) => {
        if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as AtRule).name))
          return;
        rules++;
        for (const selector of rule.selectors) {
          const classes = [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]);
          const foreign = classes.filter((c) => c !== "cw-root" && !c?.startsWith("cw\\:"));
          if (!selector.includes(".cw-root") || foreign.length) outside.push(selector);
        }
      });
      expect(rules).toBeGreaterThan(500);
      expect(outside, "selectors a host's page could match").toEqual([]);
      for (const plain of [".flex", ".hidden", ".container", ".bg-primary", ".text-sm"]) {
        expect(css).not.toMatch(new RegExp(`(^|[,}\\s])\\${plain}[,{:\\s]`));
      }
    },
  );
});

/** Every computed style of the host's own elements (#host and all in it), by element. */
async function hostStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => {
    const looks: Record<string, Record<string, string>> = {};
    document.querySelectorAll("#host, #host *").forEach((element, index) => {
      const style = getComputedStyle(element);
      const look: Record<string, string> = {};
      for (const property of Array.from(style)) look[property] = style.getPropertyValue(property);
      looks[`${index} ${element.tagName.toLowerCase()}.${element.className}`] = look;
    });
    return looks;
  });
}

/** What differs between two hosts' looks, as "element: property a → b". */
function lookChanges(
  before: Record<string, Record<string, string>>,
  after: Record<string, Record<string, string>>,
): string[] {
  const changes: string[] = [];
  for (const [element, look] of Object.entries(before)) {
    for (const [property, value] of Object.entries(look)) {
      const now = after[element]?.[property];
      if (now !== value) changes.push(`${element}: ${property} ${value} → ${now}`);
    }
  }
  return changes;
}

describe.each([
  ["Bootstrap 5", "/bootstrap.html"],
  ["Tailwind 4", "/tailwind.html"],
])("a %s host", (_, path) => {
  it("looks the same with the widget and its stylesheet as without them", async () => {
    const { origin } = await ready("vite");
    await withTab(origin, async (page) => {
      await page.goto(`${path}?bare`);
      await page.evaluate(() => document.fonts.ready);
      const bare = await hostStyles(page);
      expect(Object.keys(bare).length).toBeGreaterThan(15);
      await page.goto(path);
      await page.getByRole("heading", { name: `Donate to ${CAMPAIGN}` }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(lookChanges(bare, await hostStyles(page))).toEqual([]);
    });
  });

  it("draws the donate widget as in its story", async () => {
    const { origin } = await ready("vite");
    await withTab(origin, async (page) => {
      await page.goto(path);
      await page.getByRole("heading", { name: `Donate to ${CAMPAIGN}` }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      const png = await page.locator('[data-slot="donate-widget"]').screenshot({
        animations: "disabled",
        caret: "hide",
      });
      expect(
        compareWithBaseline("donate-widget", `vite${path.replace(/\W/g, "-")}`, png),
      ).toBeNull();
    });
  });
});

describe("the README's Node scripts", () => {
  let files = new Map<string, Example>();
  try {
    files = hostFiles(examples);
  } catch {
    // The README test above says what is wrong.
  }
  const scripts = [...files.entries()].filter(([path]) => path.startsWith("scripts/"));
  it.each(scripts.map(([path, example]) => [path, example] as const))(
    "%s prints what the README says",
    async (path, example) => {
      const { dir } = hosts.vite;
      await hosts.vite.installed;
      const { stdout } = await run(process.execPath, [path], { cwd: dir, env: cleanEnv() });
      const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").trim();
      expect(stdout.trim().split("\n").map(spaces), `${example.where}: node ${path}`).toEqual(
        expectedOutput(example.code).map(spaces),
      );
    },
  );
});

describe("the README's Jest example", () => {
  it("passes in Jest's jsdom, on the CommonJS builds, as the README writes it", async () => {
    await jestInstalled;
    const dir = join(work, "jest");
    const jest = join(dir, "node_modules", "jest", "bin", "jest.js");
    const { output } = await run(process.execPath, [jest, "--ci"], { cwd: dir, env: cleanEnv() });
    expect(output).toMatch(/Tests:\s+1 passed, 1 total/);
  });
});

/** The host's build served, the API up, Chromium started. */
async function ready(name: HostName) {
  await hosts[name].built;
  await site;
  return { origin: hosts[name].server.origin };
}

let token: Promise<string> | undefined;
/** The demo campaign owner's token, through the API's login call. */
function ownerToken(): Promise<string> {
  token ??= site.then(async ({ url }) => {
    const response = await fetch(`${url}/api/v2/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(OWNER),
    });
    if (!response.ok) throw new Error(`login as ${OWNER.username}: ${response.status}`);
    return ((await response.json()) as { response: { token: string } }).response.token;
  });
  return token;
}

/**
 * A fresh tab on the host (English, or `locale`), signed in when a token is given (the host's
 * README keeps it in localStorage); its console errors fail the test.
 */
async function withTab(
  origin: string,
  journey: (page: Page) => Promise<void>,
  options: { token?: string; locale?: string } = {},
) {
  const chromium = await browser;
  let tab: Visit;
  if (options.locale) {
    const context = await chromium.newContext({ baseURL: origin, locale: options.locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(`console: ${m.text()}`));
    page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
    tab = { context, page, errors, close: () => context.close() };
  } else tab = await visit(chromium, origin);
  tab.page.setDefaultTimeout(20_000);
  await tab.page.setViewportSize({ width: 1024, height: 900 });
  if (options.token) {
    await tab.context.addInitScript(
      ([host, value]) => {
        if (location.origin === host) localStorage.setItem("causeway-token", value);
      },
      [origin, options.token] as const,
    );
  }
  try {
    await journey(tab.page);
  } finally {
    await tab.close();
  }
  expect(tab.errors, "console errors on the way").toEqual([]);
}
