// A page the server drew and the app's first render of it must be the same page (issue 27): a
// difference is a bug React reports, and every journey fails on it (a console error). Here React's
// development build, whose warnings name an attribute that differs too, hydrates the public pages;
// and a page whose HTML is changed on its way shows that both kinds of difference are caught.
import { describe, expect, it } from "vitest";
import { journeyFile } from "./site";

const site = journeyFile({ dev: true });

const PUBLIC = [
  "/",
  "/campaign",
  "/campaign/help-maria-walk-again",
  "/campaign/help-maria-walk-again/donate",
  "/maria.petrova",
  "/about",
  "/search?words=maria",
  "/login",
];

describe("hydration, on React's development build", () => {
  it("hydrates every public page without a warning", async () => {
    for (const path of PUBLIC) {
      const { page, errors } = await site.guest();
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForTimeout(300);
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
  });

  it("reports an attribute the server drew otherwise than the app", async () => {
    const visit = await site.guest();
    const { page } = visit;
    // The server's HTML with one attribute changed on its way: the skip link's target.
    await page.route("**/campaign/help-maria-walk-again", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('href="#content"', 'href="#elsewhere"');
      await route.fulfill({
        response,
        body: html,
        headers: { ...response.headers(), "content-encoding": "" },
      });
    });
    await page.goto("/campaign/help-maria-walk-again");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect
      .poll(() => visit.errors.join("\n"), { timeout: 15_000 })
      .toMatch(/attributes of the server rendered HTML didn't match|#elsewhere/);
    visit.errors.splice(0);
  });

  it("reports a text the server drew otherwise than the app", async () => {
    const visit = await site.guest();
    const { page } = visit;
    await page.route("**/campaign/help-maria-walk-again", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<h1[^>]*>)Help Maria(?:'|&#x27;|&#39;)s son walk again(<\/h1>)/,
        "$1Somebody else's campaign$2",
      );
      await route.fulfill({
        response,
        body: html,
        headers: { ...response.headers(), "content-encoding": "" },
      });
    });
    await page.goto("/campaign/help-maria-walk-again");
    await expect
      .poll(() => visit.errors.join("\n"), { timeout: 15_000 })
      .toMatch(/Hydration mismatch/);
    // React drew the part anew: the page says what the app says.
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe("Help Maria's son walk again");
    visit.errors.splice(0);
  });
});
