// Pages that paint from the first byte (issue 12): the server renders a public page with its data,
// the browser hydrates it without a mismatch (React reports one as a console error, which fails
// the journey) and goes on navigating on the client.
import { describe, expect, it } from "vitest";
import { journeyFile } from "./site";

const site = journeyFile();
const CAMPAIGN = "/campaign/help-maria-walk-again";

describe("a server-rendered campaign page", () => {
  it("holds the campaign in its HTML, with the state as JSON and no inline script", async () => {
    const response = await fetch(`${site.url}${CAMPAIGN}`, {
      headers: { "Accept-Language": "en-GB" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Help Maria&#x27;s son walk again<\/h1>/);
    expect(html).toContain("raised of €25,000.00");
    expect(html).toContain('<script type="application/json" id="cw-ssr">');
    // Every script is a file of the site or inert JSON: nothing for the CSP to refuse.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag, tag).toMatch(/\bsrc="\/|type="application\/json"/);
    }
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
    await context?.close();
  });

  it("hydrates without a warning and then navigates on the client", async () => {
    const { page } = await site.guest();
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto(CAMPAIGN);
    await page.getByRole("button", { name: "Got it" }).click();
    // Hydrated: a click is the router's, not a new document.
    await page.getByRole("link", { name: "Health" }).click();
    await page.waitForURL(`${site.url}/campaign/categories/health`);
    await page.getByRole("heading", { level: 1, name: "Health" }).waitFor();
    expect(documents).toEqual([`${site.url}${CAMPAIGN}`]);
  });

  it("sends a guest on a member's page to log in from the server, before any HTML", async () => {
    const response = await fetch(`${site.url}/settings/general`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/login?redirect=${encodeURIComponent("/settings/general")}`,
    );
  });
});
