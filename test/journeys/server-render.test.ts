// Pages that paint from the first byte (issue 12): the server renders a public page with its data,
// the browser hydrates it without a mismatch (React reports one as a console error, which fails
// the journey) and goes on navigating on the client.
import { describe, expect, it } from "vitest";
import { axeViolations, journeyFile } from "./site";

const site = journeyFile();
const CAMPAIGN = "/campaign/help-maria-walk-again";

describe("a server-rendered campaign page", () => {
  it("holds the campaign in its HTML, with the state as JSON and no inline script", async () => {
    const response = await fetch(`${site.url}${CAMPAIGN}`, {
      headers: { "Accept-Language": "en-GB", "Accept-Encoding": "br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Help Maria(?:'|&#x27;|&#39;)s son walk again<\/h1>/);
    expect(html).toContain("raised of €25,000.00");
    expect(html).toContain('<script type="application/json" id="cw-ssr">');
    // Every script is a file of the site or inert JSON: nothing for the CSP to refuse.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag, tag).toMatch(/\bsrc="\/|type="application\/json"/);
    }
  });

  it("names itself in its head: title, description, canonical, 14 languages and Open Graph", async () => {
    const html = await (await fetch(`${site.url}${CAMPAIGN}`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain("<title>Help Maria&#39;s son walk again · Causeway</title>");
    expect(head).toMatch(/<meta name="description" content="[^"]{40,160}" \/>/);
    expect(head).toContain(`<link rel="canonical" href="${site.url}${CAMPAIGN}" />`);
    expect(head.match(/<link rel="alternate" hreflang="/g)).toHaveLength(15);
    expect(head).toContain(
      `<link rel="alternate" hreflang="bg" href="${site.url}${CAMPAIGN}?lang=bg" />`,
    );
    expect(head).toContain(
      '<meta property="og:title" content="Help Maria&#39;s son walk again" />',
    );
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toMatch(
      new RegExp(`<meta property="og:image" content="${site.url}/media/[^"]+" />`),
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it("speaks the language the visitor chose (the cw_lang cookie) over the browser's", async () => {
    const response = await fetch(`${site.url}${CAMPAIGN}`, {
      headers: { "Accept-Language": "en-GB", Cookie: "cw_lang=bg" },
    });
    const html = await response.text();
    expect(html).toContain('<html lang="bg"');
    expect(html).toMatch(/>Дарете сега</);
  });

  it("is readable with JavaScript off", async () => {
    const { page } = await site.guest();
    await page.context().close();
    const context = await page.context().browser()?.newContext({
      baseURL: site.url,
      javaScriptEnabled: false,
    });
    const noScript = await context?.newPage();
    await noScript?.goto(CAMPAIGN);
    expect(await noScript?.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Help Maria's son walk again",
    );
    expect(await noScript?.getByRole("link", { name: "Donate now" }).getAttribute("href")).toBe(
      `${CAMPAIGN}/donate`,
    );
    // What it says about JavaScript is true of a page it can read.
    expect(await noScript?.locator("body").innerText()).toContain(
      "Reading Causeway works without JavaScript; donating, signing in and posting need it turned on.",
    );
    await context?.close();
  });

  it("paints before it asks for the app's scripts, then starts the app", async () => {
    const { page } = await site.guest();
    await page.goto(CAMPAIGN);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // The page's boot script (and the two small files it imports, which the HTML names for
    // preloading) may come before the paint: they hold what the visitor does meanwhile.
    const html = await (await fetch(`${site.url}${CAMPAIGN}`)).text();
    const boot = [
      ...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
    ].map((match) => `${site.url}${match[1]}`);
    expect(boot.length).toBeLessThanOrEqual(3);
    const timing = await page.evaluate((boot) => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name) && !boot.includes(entry.name))
        .map((entry) => entry.startTime);
      return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
    }, boot);
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts).toBeGreaterThan(0);
    // The first paint is the server's HTML: no script of the app was even requested before it.
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
  });

  it("hydrates without a warning and then navigates on the client", async () => {
    const { page } = await site.guest();
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto(CAMPAIGN);
    // The app has taken over the server's page (RootRoute marks <html>): clicks are the app's now.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Got it" }).click();
    // Hydrated: a click is the router's, not a new document.
    await page.getByRole("link", { name: "Health" }).click();
    await page.waitForURL(`${site.url}/campaign/categories/health`);
    const heading = page.getByRole("heading", { level: 1, name: "Health" });
    await heading.waitFor();
    expect(documents).toEqual([`${site.url}${CAMPAIGN}`]);
    // The new page names itself and its heading has the focus, for a screen reader to read.
    await expect.poll(() => page.title()).toBe("Health · Causeway");
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it("hydrates each public page as the server drew it: the app changes nothing of what was sent", async () => {
    // Beyond the renderer's own warning (React reports a mismatch as a console error; another
    // renderer may patch it silently), a page's DOM before the app ran and once it has taken over
    // are compared: anything the app redraws at once is something the server drew wrong.
    const pages = ["/", CAMPAIGN, `${CAMPAIGN}/donate`, "/maria.petrova", "/campaign", "/about"];
    for (const path of pages) {
      const { page } = await site.guest();
      await page.addInitScript(() => {
        // The JSON state comes right after the app's root: once it is parsed, the root is whole
        // and no script of the app has run (they are deferred).
        new MutationObserver((_, observer) => {
          const root = document.getElementById("root");
          if (!root || !document.getElementById("cw-ssr")) return;
          (window as unknown as { served: string }).served = root.innerHTML;
          observer.disconnect();
        }).observe(document, { subtree: true, childList: true });
      });
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForTimeout(500);
      // Except one change the app makes on purpose once it runs: a field's aria-describedby loses
      // the ids of a description or error it does not show (React Aria checks after mounting).
      const { served, now } = await page.evaluate(() => {
        const described = / aria-describedby="[^"]*"/g;
        return {
          served: (window as unknown as { served: string }).served.replace(described, ""),
          now: (document.getElementById("root")?.innerHTML ?? "").replace(described, ""),
        };
      });
      expect(served.length, path).toBeGreaterThan(1000);
      if (now !== served) {
        let at = 0;
        while (served[at] === now[at]) at++;
        expect(now.slice(at - 120, at + 120), `${path} after hydration`).toBe(
          served.slice(at - 120, at + 120),
        );
      }
    }
  });

  it("brings a campaign's lower sections' code only as they near the screen", async () => {
    const { page } = await site.guest();
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(CAMPAIGN);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForTimeout(1000);
    // The donations are drawn (the server's HTML) but their code has not been asked for.
    const donations = page.getByRole("region", { name: "Donations" });
    expect(await donations.locator('[data-slot="campaign-donation"]').count()).toBe(8);
    const code = (path: string) => /\/assets\/CampaignDonations-/.test(path);
    expect(asked.filter(code)).toEqual([]);
    // A screen's height before they are in view, it is.
    await page.evaluate(() => window.scrollBy(0, document.body.scrollHeight / 2));
    await expect.poll(() => asked.some(code)).toBe(true);
  });

  it("hydrates a lower section by itself: a press on it before React has hydrated it works", async () => {
    const { page } = await site.guest();
    await page.setViewportSize({ width: 390, height: 844 });
    // A slow network: the donations' code is on its way until the visitor has pressed in them.
    let letCodeCome = () => {};
    const codeHeld = new Promise<void>((resolve) => (letCodeCome = resolve));
    let codeAsked = false;
    await page.route(/\/assets\/CampaignDonations-[^/]+\.js$/, async (route) => {
      codeAsked = true;
      await codeHeld;
      await route.continue();
    });
    const moreAsked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/\/donations$/.test(url.pathname) && Number(url.searchParams.get("offset")) > 0) {
        moreAsked.push(url.search);
      }
    });
    await page.addInitScript(() => {
      const times = { pressed: 0, partReady: 0 };
      (window as unknown as { times: typeof times }).times = times;
      addEventListener("pointerdown", () => (times.pressed ||= performance.now()), true);
      addEventListener("DOMContentLoaded", () =>
        document
          .querySelector('[data-part="campaign-donations"]')
          ?.addEventListener("part-ready", () => (times.partReady ||= performance.now())),
      );
    });
    await page.goto(CAMPAIGN);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // The page's frame is React's; the donations, the server's HTML, are not yet.
    const donations = page.getByRole("region", { name: "Donations" });
    const rows = donations.locator('[data-slot="campaign-donation"]');
    const more = donations.getByRole("button", { name: "Show more donations" });
    await more.scrollIntoViewIfNeeded();
    await expect.poll(() => codeAsked).toBe(true);
    // A real press, at the button's place, while React has not hydrated the section.
    await more.click();
    expect(await rows.count()).toBe(8);
    letCodeCome();
    // The code comes, React hydrates the section, and the press is its own: exactly once.
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(10);
    expect(await more.count()).toBe(0);
    expect(moreAsked).toHaveLength(1);
    const times = await page.evaluate(
      () => (window as unknown as { times: { pressed: number; partReady: number } }).times,
    );
    expect(times.pressed).toBeGreaterThan(0);
    expect(times.partReady).toBeGreaterThan(times.pressed);
  });

  it("draws a page reached by a link with its labels, however slowly the dictionary comes", async () => {
    const { page } = await site.guest();
    // Every namespace of the dictionary takes 400 ms to come, as on a slow phone (a page asks for
    // a dozen, six at a time: the router waits at most 3 s for them before it draws the page).
    await page.route(/\/assets\/i18n\/.+\.json$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // Any moment a heading, a label or a link of the page is drawn without its text.
    await page.addInitScript(() => {
      const blank: string[] = [];
      (window as unknown as { blankTexts: string[] }).blankTexts = blank;
      new MutationObserver(() => {
        for (const node of document.querySelectorAll("h1, h2, label, nav a")) {
          if (node.textContent?.trim() === "" && !node.querySelector("img, svg, input")) {
            blank.push(`${location.pathname} ${node.outerHTML.slice(0, 80)}`);
          }
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`/login?redirect=${encodeURIComponent("/settings/general")}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Username or e-mail").fill("maria.petrova");
    await page.getByLabel(/^Password/).fill("causeway-demo");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${site.url}/settings/general`);
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    // The settings' dictionary came with the page's code: nothing was ever drawn blank.
    expect(
      await page.evaluate(() => (window as unknown as { blankTexts: string[] }).blankTexts),
    ).toEqual([]);
  });

  it("says, in the page's language, that the page could not finish loading when the app's script cannot be had", async () => {
    const visit = await site.guest();
    const { page } = visit;
    await page.context().addCookies([{ name: "cw_lang", value: "de", url: site.url }]);
    // The site was updated since the page was sent: the app's script is gone.
    await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.fulfill({ status: 404 }));
    await page.goto(CAMPAIGN);
    const notice = page
      .getByRole("alert")
      .filter({ hasText: "Diese Seite konnte nicht geladen werden" });
    await notice.waitFor();
    // The page is still there to read, and the notice offers the way out.
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Help Maria's son walk again");
    expect(await axeViolations(page)).toEqual([]);
    const reloaded = page.waitForEvent("load");
    await notice.getByRole("button", { name: "Seite neu laden" }).click();
    await reloaded;
    // Chromium reports each missing script as a console error: the two expected here.
    expect(visit.errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    visit.errors.splice(0, visit.errors.length);
  });

  it("keeps what a donor typed and picked before the app ran, and the app reads it", async () => {
    const { page } = await site.guest();
    // The app arrives late, as on a slow phone: the donor fills the server's form meanwhile.
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${CAMPAIGN}/donate`);
    const amount = page.getByRole("textbox", { name: "Other amount (EUR)" });
    await amount.fill("12.50");
    await page.getByRole("textbox", { name: /Full name/ }).fill("Ana Lima");
    await page.getByText("PayPal", { exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Given back to the app: the fields hold it and the total the app computes from it is right.
    await page.getByRole("button", { name: "Donate €12.50" }).waitFor();
    expect(await amount.inputValue()).toBe("12.50");
    expect(await page.getByRole("textbox", { name: /Full name/ }).inputValue()).toBe("Ana Lima");
    expect(await page.getByRole("radio", { name: "PayPal" }).isChecked()).toBe(true);
  });

  it("renders the guest home with its featured campaigns, titled by its heading", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toMatch(/<h1[^>]*>Raise money for what matters to you<\/h1>/);
    expect(html).toContain("<title>Raise money for what matters to you · Causeway</title>");
    expect(html).toContain('<script type="application/json" id="cw-ssr">');
  });

  it("keeps a form the browser would submit before the app runs, and its password, on the page", async () => {
    const { page: tracked } = await site.guest();
    await tracked.context().close();
    // A page of its own (its scripts refused on purpose would fail the console check).
    const context = await tracked.context().browser()?.newContext({ baseURL: site.url });
    const page = await context?.newPage();
    if (!context || !page) throw new Error("no browser context");
    // The app's code never arrives (a slow network): only the page and its boot script run.
    await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/login");
    await page.locator('input[name="username"]').fill("maria.petrova");
    await page.locator('input[name="password"]').fill("secret-password");
    await page.locator('input[name="password"]').press("Enter");
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(page.url()).not.toContain("secret-password");
    expect(await page.locator('input[name="username"]').inputValue()).toBe("maria.petrova");
    await context.close();
  });

  it("sends a form pressed before the app ran once the app runs, exactly once", async () => {
    const { page } = await site.guest();
    // The app arrives late, as on a slow phone: the visitor logs in meanwhile.
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const logins: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/v2/auth") logins.push(request.method());
    });
    await page.goto("/login");
    await page.locator('input[name="username"]').fill("maria.petrova");
    await page.locator('input[name="password"]').fill("causeway-demo");
    await page.getByRole("button", { name: "Log in" }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
    expect(page.url()).not.toContain("causeway-demo");
    // The app takes the held form over and sends it: the member lands on the home page.
    await page.waitForURL(`${site.url}/`);
    await page
      .getByRole("link", { name: /^Messages/ })
      .first()
      .waitFor();
    expect(logins).toEqual(["POST"]);
  });

  it("has its icons, manifest and robots.txt, never the app's HTML in their place", async () => {
    for (const [path, type] of [
      ["/favicon.ico", "image/x-icon"],
      ["/favicon.svg", "image/svg+xml"],
      ["/apple-touch-icon.png", "image/png"],
      ["/icon-512.png", "image/png"],
      ["/manifest.webmanifest", "application/manifest+json"],
      ["/robots.txt", "text/plain"],
    ] as const) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain(type);
    }
    const manifest = await (await fetch(`${site.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: "Causeway", start_url: "/", theme_color: "#0f766e" });
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it("sends a guest on a member's page to log in from the server, before any HTML", async () => {
    const response = await fetch(`${site.url}/settings/general`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/login?redirect=${encodeURIComponent("/settings/general")}`,
    );
  });
});
