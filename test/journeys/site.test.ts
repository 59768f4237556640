// Journeys through the built site on the real server (ARCHITECTURE.md, "journeys"): one Chromium
// for the file, a fresh visitor per journey, and any console error, uncaught exception or CSP
// violation on the way fails the journey (journeyFile in site.ts).
import { describe, expect, it } from "vitest";
import { appReady, axeViolations, journeyFile } from "./site";

const site = journeyFile();
const guest = () => site.guest();

describe("the site on one origin", () => {
  it("answers a deep link with the app under its security headers, assets cached for good", async () => {
    const { page } = await guest();
    const assets: { url: string; cache: string | null }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/assets/")) {
        assets.push({ url: response.url(), cache: response.headers()["cache-control"] ?? null });
      }
    });
    // A guest's deep link into a campaign owner's page: the app answers it, then (000 §2, owner
    // only) sends the guest to the campaign page.
    const response = await page.goto("/campaign/help-maria-walk-again/dashboard/withdraw?tab=2");
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    // The app started under that policy: it drew a page with its one heading.
    await page.waitForURL(`${site.url}/campaign/help-maria-walk-again`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.cache, asset.url).toBe("public, max-age=31536000, immutable");
    }
  });

  it("shows the 404 page for an unknown path, and its home link goes home", async () => {
    const { page } = await guest();
    await page.goto("/no/such/page");
    await page.getByRole("heading", { level: 1, name: "This page does not exist" }).waitFor();
    expect(await page.title()).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.waitForURL(`${site.url}/`);
    // The home page's module loads, then replaces the 404 page with its own heading.
    await page
      .getByRole("heading", { name: "This page does not exist" })
      .waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 1 }).waitFor();
  });

  it("keeps an unknown /api path a JSON 404, also when the browser asks for a page", async () => {
    const { page } = await guest();
    const response = await page.goto("/api/v2/no-such-thing");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toContain("application/json");
    expect(await response?.json()).toEqual({ code: 404, message: "Not found." });
    // Chromium reports the 404 of the document itself; it is the answer expected here.
    site.current?.errors.splice(0);
  });
});

describe("a guest", () => {
  it("opens the campaign list, finds a campaign by name and opens its page", async () => {
    const { page } = await guest();
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Campaigns" })
      .click();
    await page.waitForURL(`${site.url}/campaign`);
    await page.getByRole("heading", { level: 1, name: "Campaigns" }).waitFor();
    // A link followed before the app took over loads the next page whole; its search form sends
    // once the app has taken over that page (the boot script holds a form sent before, and the app sends it).
    await appReady(page);
    const main = page.getByRole("main");
    await main.getByLabel("Campaign name").fill("Maria");
    await main.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/campaign\?name=Maria$/);
    const card = page.getByRole("link", { name: "Help Maria's son walk again" }).first();
    await card.waitFor();
    expect(await card.getAttribute("href")).toBe("/campaign/help-maria-walk-again");
    expect(await axeViolations(page)).toEqual([]);
    await card.click();
    await page.waitForURL(`${site.url}/campaign/help-maria-walk-again`);
    await page.getByRole("heading", { level: 1, name: "Help Maria's son walk again" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("a donor", () => {
  it("opens a verified campaign, donates through the donate page and reaches the sandbox's thank-you", async () => {
    const { page } = await guest();
    await page.goto("/campaign/help-maria-walk-again");
    await page.getByRole("heading", { level: 1, name: "Help Maria's son walk again" }).waitFor();
    await page.getByRole("link", { name: "Donate now" }).first().click();
    await page.waitForURL(`${site.url}/campaign/help-maria-walk-again/donate`);
    await page.getByRole("heading", { level: 1, name: "Help Maria's son walk again" }).waitFor();
    // The donate page is bare: not the site header with its navigation.
    await page.getByRole("navigation", { name: "Main" }).waitFor({ state: "detached" });
    // The radios are visually hidden inside their cards: a pointer clicks the card's label.
    await page.getByText("€50", { exact: true }).click();
    await page.getByText("PayPal", { exact: true }).click();
    await page.getByRole("textbox", { name: /Full name/ }).fill("Ana Lima");
    await page.getByRole("textbox", { name: /E-mail/ }).fill("ana.lima@example.pt");
    expect(await axeViolations(page)).toEqual([]);
    const created = page.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        /^\/api\/v2\/campaign\/\d+\/donation$/.test(new URL(r.url()).pathname),
    );
    await page.getByRole("button", { name: "Donate €50.00" }).click();
    const response = await created;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toMatchObject({
      amount: 5000,
      payment_method: "PAYPAL",
      donator_name: "Ana Lima",
    });
    // The sandbox takes the payment from PROCESSING to PROCESSED; the widget then thanks the donor.
    await page.getByRole("heading", { name: "Thank you, Ana Lima!" }).waitFor({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("a member", () => {
  it("is sent to /login from a page that needs a member, logs in and lands back on it", async () => {
    const { page } = await guest();
    await page.goto("/settings/general");
    await page.waitForURL(`${site.url}/login?redirect=${encodeURIComponent("/settings/general")}`);
    await page.getByRole("heading", { level: 1, name: "Log in" }).waitFor();
    // The server's form is sent by the app: a press before it has taken over is held until it has (boot/early-submit.ts).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Username or e-mail").fill("maria.petrova");
    await page.getByLabel(/^Password/).fill("causeway-demo");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${site.url}/settings/general`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // Signed in: the header offers the member's menu, no longer "Log in".
    await page.getByRole("link", { name: "Log in" }).waitFor({ state: "detached" });
    expect(await axeViolations(page)).toEqual([]);
  });
});
