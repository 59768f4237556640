// Profiles and search as people use them (issue 14, part 2), on the real server over the built
// site with its demo world. Search finds the campaign, the user and the post: a guest types in the
// header's search, presses Enter and lands on /search with all three, narrows to people and opens
// the profile. A profile shows the donations the donor made public and hides the others: a guest
// sees Péter Kovács's public donations and not the one he gave anonymously (nor its amount in his
// total); Péter sees every one, the anonymous one marked, downloads his certificate and hides his
// donations; the guest then sees that he keeps them private. An unknown user is the 404 page with
// status 404. Each page is rendered by the server first, and axe runs on it.
import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { axeViolations, journeyFile } from "./site";

const site = journeyFile();

/** Opens a page and waits until the app has taken over the server's HTML. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  return response;
}

async function dismissCookies(page: Page) {
  const dismiss = page.getByRole("button", { name: "Got it" });
  if (await dismiss.isVisible()) await dismiss.click();
}

async function logIn(page: Page, username: string) {
  await open(page, "/login");
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel(/^Password/).fill("causeway-demo");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(`${site.url}/`);
  await dismissCookies(page);
}

/** A member's token, for a journey's set-up done through the API rather than the screen. */
async function tokenOf(page: Page, username: string): Promise<string> {
  const reply = await page.request.post("/api/v2/auth", {
    data: { username, password: "causeway-demo" },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { response: { token: string } }).response.token;
}

/** The amounts a donations list shows, in its order. */
const amountsIn = (page: Page) =>
  page.locator('[data-slot="profile-donation"]').evaluateAll((items) =>
    // Intl puts a no-break space between a currency code and the number.
    items.map((item) => item.lastElementChild?.textContent?.replace(/\s+/gu, " ").trim() ?? ""),
  );

describe("profiles and search", () => {
  it("search finds the campaign, the user and the post from the header's Enter", async () => {
    // Мария writes a post that names her son's campaign (set up through the API).
    const setup = await site.guest();
    const token = await tokenOf(setup.page, "maria.petrova");
    const created = await setup.page.request.post("/api/v2/post", {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: "Maria's son took ten steps",
        is_anonymous: false,
        content: "<p>Ten steps along the corridor today, with the walker.</p>",
        image_ids: [],
      },
    });
    expect(created.status()).toBe(201);
    await setup.close();

    const guest = await site.guest();
    const page = guest.page;
    await open(page, "/");
    await dismissCookies(page);
    const box = page.getByRole("combobox", { name: "Search campaigns and people" });
    await box.fill("maria");
    await box.press("Enter");
    await page.waitForURL(`${site.url}/search?words=maria`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Results for “maria”" }).waitFor();
    const campaigns = main.getByRole("region", { name: "Campaigns" });
    await expect(
      campaigns.getByRole("link", { name: "Help Maria's son walk again" }).getAttribute("href"),
    ).resolves.toMatch(/^\/campaign\/[\w-]+$/);
    const people = main.getByRole("region", { name: "People" });
    await expect(
      people.getByRole("link", { name: "Мария Петрова" }).getAttribute("href"),
    ).resolves.toBe("/maria.petrova");
    const posts = main.getByRole("region", { name: "Posts" });
    // .first(): a retry of this test has written the post once more.
    await posts.getByRole("article", { name: "Maria's son took ten steps" }).first().waitFor();
    expect(await axeViolations(page), "the search page").toEqual([]);

    // People only, then the profile.
    await main
      .getByRole("navigation", { name: "Show results" })
      .getByRole("link", { name: "People" })
      .click();
    await page.waitForURL(`${site.url}/search?words=maria&filter=users`);
    // The address changes before the router's new page is drawn (a transition): wait for it.
    await expect.poll(() => main.getByRole("region", { name: "Campaigns" }).count()).toBe(0);
    await main.getByRole("link", { name: "Мария Петрова" }).click();
    await page.waitForURL(`${site.url}/maria.petrova`);
    await main.getByRole("heading", { level: 1, name: "Мария Петрова" }).waitFor();
    await main
      .getByRole("tabpanel", { name: "Campaigns" })
      .getByRole("link", { name: "Help Maria's son walk again" })
      .waitFor();

    // A search page as the server sends it: the results in the HTML, kept out of search engines.
    const direct = await open(page, "/search?words=maria&filter=posts");
    const html = (await direct?.text()) ?? "";
    // The apostrophe as the renderer writes it: as it is in text, or as a character reference.
    expect(html).toMatch(/Maria(?:'|&#x27;|&#39;)s son took ten steps/);
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it("a profile shows the donations the donor made public and hides the others", async () => {
    // A guest on Péter's profile: the page comes from the server whole, as a profile.
    const guest = await site.guest();
    const page = guest.page;
    const first = await open(page, "/peter.kovacs?tab=donations");
    expect(first?.status()).toBe(200);
    const html = (await first?.text()) ?? "";
    expect(html).toMatch(/<h1[^>]*>Péter Kovács<\/h1>/);
    expect(html).toContain('<meta property="og:type" content="profile"');
    await dismissCookies(page);
    const main = page.getByRole("main");
    const donations = main.getByRole("tabpanel", { name: "Donations" });
    await donations.getByText("3 donations").waitFor();
    expect(await amountsIn(page)).toEqual(["PLN 4,000.00", "€200.00", "€800.00"]);
    // The anonymous €50.00 is neither listed nor counted in what he gave.
    const donated = main.getByRole("region", { name: "In figures" });
    await donated.getByText("€1,000.00").waitFor();
    await expect(main.getByText("€1,050.00").count()).resolves.toBe(0);
    await expect(main.getByText("€50.00").count()).resolves.toBe(0);
    await expect(main.getByText(/Anonymous/).count()).resolves.toBe(0);
    await expect(main.getByRole("switch").count()).resolves.toBe(0);
    expect(await axeViolations(page), "a guest on the donations tab").toEqual([]);

    // Péter on his own profile, reached from his menu.
    const peter = await site.another();
    const own = peter.page;
    await logIn(own, "peter.kovacs");
    // After a navigation the new page's heading takes the focus (DocumentMeta); a menu opened
    // before that would close as the focus leaves it, so it is opened once the heading has it.
    await own.waitForFunction(() => document.activeElement?.tagName === "H1");
    await own.waitForLoadState("networkidle");
    await own.getByRole("button", { name: /Account menu/ }).click();
    await own.getByRole("menuitem", { name: "My profile" }).click();
    await own.waitForURL(`${site.url}/peter.kovacs`);
    const ownMain = own.getByRole("main");
    await ownMain.getByRole("heading", { level: 1, name: "Péter Kovács" }).waitFor();
    await ownMain.getByRole("button", { name: "Edit profile" }).waitFor();
    await ownMain.getByRole("tab", { name: "Donations" }).click();
    await own.waitForURL(`${site.url}/peter.kovacs?tab=donations`);
    await ownMain.getByText("4 donations").waitFor();
    const anonymous = ownMain
      .locator('[data-slot="profile-donation"]')
      .filter({ hasText: "Anonymous: only you see it" });
    await expect(anonymous.count()).resolves.toBe(1);
    await expect(anonymous.textContent()).resolves.toContain("€50.00");
    await ownMain.getByRole("region", { name: "In figures" }).getByText("€1,050.00").waitFor();
    expect(await axeViolations(own), "his own donations tab").toEqual([]);

    // His certificate, as a PDF.
    const certificate = ownMain.getByRole("region", { name: "Donor certificate" });
    const [download] = await Promise.all([
      own.waitForEvent("download"),
      certificate.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^causeway-certificate-.+\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");

    // He hides his donations.
    const toggle = ownMain.getByRole("switch", { name: "Show my donations on my profile" });
    expect(await toggle.isChecked()).toBe(true);
    // The switch is pressed where a person presses it: its label. It turns at once; the choice is
    // kept once the server has it (a reload any sooner may go before the request does).
    const saved = own.waitForResponse(
      (response) =>
        response.request().method() === "PUT" &&
        /\/api\/v2\/user\/\d+\/donations-visibility$/.test(new URL(response.url()).pathname),
    );
    await ownMain.getByText("Show my donations on my profile").click();
    await ownMain.getByText(/Only you see your donations/).waitFor();
    expect((await saved).ok()).toBe(true);
    await own.reload();
    await own.waitForLoadState("networkidle");
    expect(await ownMain.getByRole("switch").isChecked()).toBe(false);
    // He still sees them all.
    await ownMain.getByText("4 donations").waitFor();

    // The guest now reads that he keeps them private, and no amount of his giving.
    await open(page, "/peter.kovacs?tab=donations");
    await main
      .getByRole("heading", { name: "Péter Kovács keeps their donations private" })
      .waitFor();
    await main.getByText("Kept private").waitFor();
    await expect(page.locator('[data-slot="profile-donation"]').count()).resolves.toBe(0);
    await expect(main.getByText("€800.00").count()).resolves.toBe(0);
    expect(await axeViolations(page), "a guest on private donations").toEqual([]);
  });

  it("an unknown user is the 404 page, with status 404", async () => {
    const guest = await site.guest();
    const page = guest.page;
    // The browser reports the page's own 404 (and the favicon's it asks for after one) in the
    // console; those are the answers expected here, any other failed request fails the journey.
    const failed: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.responseReceived", ({ response }) => {
      if (response.status >= 400)
        failed.push(`${response.status} ${new URL(response.url).pathname}`);
    });
    const response = await page.goto("/nobody-is-called-this");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "This page does not exist" }).waitFor();
    await page.waitForLoadState("networkidle");
    await cdp.detach();
    expect(
      failed.filter((entry) => !["404 /nobody-is-called-this", "404 /favicon.ico"].includes(entry)),
    ).toEqual([]);
    guest.errors.splice(
      0,
      guest.errors.length,
      ...guest.errors.filter((error) => !error.includes("status of 404 (Not Found)")),
    );
    expect(await axeViolations(page), "the 404 page").toEqual([]);
  });
});
