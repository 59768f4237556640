// The staff console /admincp (issue 13) on the real server over the built site: who gets in, and
// an admin's day: verify a new campaign, approve a bank account, refuse a withdrawal with a note,
// act as the owner to see why it was refused, and come back to the console. axe on every page of
// the way; any console error, uncaught exception or CSP violation fails the journey.
import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { axeViolations, journeyFile } from "./site";

const site = journeyFile();

const failedLoad = (status: string) =>
  `console: Failed to load resource: the server responded with a status of ${status}`;

/**
 * Opens a page the server refuses (403) and takes out of the tab's console errors what the
 * browser reports about that refusal and nothing else: the page's own 403, and the 404 of the
 * /favicon.ico Chromium asks for after an error status (the site has no favicon). The statuses
 * are read from the DevTools protocol, so any other failed request still fails the journey.
 */
async function openRefused(page: Page, errors: string[], path: string) {
  const failed: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.responseReceived", ({ response }) => {
    if (response.status >= 400) failed.push(`${response.status} ${new URL(response.url).pathname}`);
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(403);
  await page.waitForLoadState("networkidle");
  await cdp.detach();
  const allowed = [`403 ${path}`, "404 /favicon.ico"];
  expect(failed.filter((entry) => !allowed.includes(entry))).toEqual([]);
  const expected = [failedLoad("403 (Forbidden)"), failedLoad("404 (Not Found)")];
  const rest = errors.filter((error) => !expected.includes(error));
  errors.splice(0, errors.length, ...rest);
}

/** Logs in through /login?redirect=/admincp and waits for the console. */
async function logInToConsole(page: Page, username: string) {
  await page.goto("/admincp");
  await page.waitForURL(`${site.url}/login?redirect=${encodeURIComponent("/admincp")}`);
  // The form works once the page has hydrated (before, a press would submit it as plain HTML).
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel(/^Password/).fill("causeway-demo");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(`${site.url}/admincp`);
}

/** The document requests a page makes from now on (a full page load is one of them). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

describe("who gets into the staff console", () => {
  it("a guest is sent to log in by the server, and comes back to the console after", async () => {
    const response = await fetch(`${site.url}/admincp/withdrawals`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/login?redirect=${encodeURIComponent("/admincp/withdrawals")}`,
    );
  });

  it("a member gets a 403 page saying the console is for staff, not a blank page", async () => {
    const login = await fetch(`${site.url}/api/v2/auth`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "maria.petrova", password: "causeway-demo" }),
    });
    const token = (await login.json()).response.token as string;
    const response = await fetch(`${site.url}/admincp`, {
      headers: { Cookie: `jwt=${encodeURIComponent(token)}`, "Accept-Language": "en-GB" },
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("This page is for Causeway staff");
    expect(html).not.toContain("/api/v2/admin/");

    const { page, context, errors } = await site.guest();
    await context.addCookies([{ name: "jwt", value: encodeURIComponent(token), url: site.url }]);
    await openRefused(page, errors, "/admincp");
    await page
      .getByRole("heading", { level: 1, name: "This page is for Causeway staff" })
      .waitFor();
    expect(await page.getByRole("link", { name: "Back to the site" }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a translator sees the dictionaries, and is refused the withdrawals", async () => {
    const { page, errors } = await site.guest();
    await logInToConsole(page, "translator");
    await page.getByRole("heading", { level: 1, name: "Staff console" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Staff console sections" });
    expect(await nav.getByRole("link").allTextContents()).toEqual(["Overview", "Dictionaries"]);
    await nav.getByRole("link", { name: "Dictionaries" }).click();
    await page.getByRole("heading", { level: 1, name: "Dictionaries" }).waitFor();
    const table = page.getByRole("table", { name: "Missing and English keys per language" });
    await table.getByRole("row", { name: /Български \(bg\)/ }).waitFor();
    expect(await table.getByRole("row").count()).toBe(14);
    await table.getByRole("link", { name: "Deutsch (de)" }).click();
    await page.getByRole("heading", { level: 2, name: "Deutsch (de)" }).waitFor();
    await page
      .getByRole("heading", { level: 3, name: /the same as English|Same as English/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await openRefused(page, errors, "/admincp/withdrawals");
    await page.getByRole("heading", { level: 1, name: "This part is not for your role" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("an admin's day in the console", () => {
  it("verifies a new campaign, approves a bank account, refuses a withdrawal with a note, sees it as the owner and comes back", async () => {
    const { page } = await site.guest();
    await logInToConsole(page, "admin");
    await page.getByRole("heading", { level: 1, name: "Staff console" }).waitFor();
    await page.getByRole("link", { name: /Campaigns.*waiting/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Maria's garden waits for verification.
    const nav = page.getByRole("navigation", { name: "Staff console sections" });
    await nav.getByRole("link", { name: "Campaigns" }).click();
    await page.getByRole("heading", { level: 1, name: "Campaigns to verify" }).waitFor();
    const garden = page.getByRole("article", { name: "Community garden in Plovdiv" });
    await garden.getByText("Мария Петрова (@maria.petrova)").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await garden.getByRole("button", { name: "Verify" }).click();
    const verify = page.getByRole("alertdialog", { name: /Community garden in Plovdiv/ });
    await verify.getByRole("button", { name: "Verify" }).click();
    await page
      .getByText("“Community garden in Plovdiv” is verified. Its owner has been told.")
      .waitFor();
    await garden.waitFor({ state: "detached" });
    const campaign = await (
      await fetch(`${site.url}/api/v2/campaign/fetch?slug=plovdiv-community-garden`)
    ).json();
    expect(campaign.response.verified).toBe(true);

    // Lucía's bank account for the Tarifa library waits for a decision.
    await nav.getByRole("link", { name: "Bank accounts" }).click();
    await page.getByRole("heading", { level: 1, name: "Bank accounts" }).waitFor();
    const library = page.getByRole("article", {
      name: "Nueva biblioteca para la escuela de Tarifa",
    });
    await library.getByText("Lucía García (@lucia.garcia)").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await library.getByRole("button", { name: "Approve" }).click();
    await page
      .getByRole("alertdialog", { name: /Approve the account/ })
      .getByRole("button", { name: "Approve" })
      .click();
    await page
      .getByText("The account for “Nueva biblioteca para la escuela de Tarifa” is approved.")
      .waitFor();
    await page.getByRole("radio", { name: "Approved" }).click();
    await library.getByText("Approved").waitFor();

    // Maria's pending withdrawal to the Munich clinic: refused, with why.
    await nav.getByRole("link", { name: "Withdrawals" }).click();
    await page.getByRole("heading", { level: 1, name: "Withdrawals" }).waitFor();
    const klinik = page.getByRole("listitem").filter({ hasText: "Orthopädie Klinik München" });
    await klinik.first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const request = klinik.first().getByRole("link", { name: /^Request #\d+$/ });
    const title = (await request.textContent()) ?? "";
    const withdrawId = Number(title.replace(/\D/g, ""));
    await request.click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole("region", { name: "Decision" })
      .getByRole("button", { name: "Refuse" })
      .click();
    const refuse = page.getByRole("dialog", { name: `Refuse request #${withdrawId}?` });
    const reason = "The invoice names another patient; send the invoice for Maria's son.";
    await refuse.getByRole("textbox", { name: /Reason/ }).fill(reason);
    expect(await axeViolations(page)).toEqual([]);
    await refuse.getByRole("button", { name: "Refuse" }).click();
    await page.getByText(`Request #${withdrawId} is refused; the owner can read why.`).waitFor();
    await page.getByRole("region", { name: "Notes" }).getByText(reason).waitFor();
    await page.getByText("Refused", { exact: true }).first().waitFor();

    // Act as Maria (a full page load to /) and read why on her withdrawal's page.
    await nav.getByRole("link", { name: "Users" }).click();
    await page.getByRole("heading", { level: 1, name: "Find a user" }).waitFor();
    await page
      .getByRole("searchbox", { name: "Name, username, e-mail or id" })
      .fill("maria.petrova");
    await page.getByRole("searchbox", { name: "Name, username, e-mail or id" }).press("Enter");
    const maria = page.getByRole("article", { name: "Мария Петрова" });
    await maria.getByText("maria.petrova@causeway.example").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const loads = documentLoads(page);
    await maria.getByRole("button", { name: "Act as Мария Петрова" }).click();
    await page
      .getByRole("alertdialog", { name: "Act as Мария Петрова?" })
      .getByRole("button", { name: "Act as them" })
      .click();
    await page.waitForURL(`${site.url}/`);
    await page.getByText("You are acting as Мария Петрова.").waitFor();
    expect(loads).toEqual(["/"]);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "impersonatorJWT")?.value).toBeTruthy();

    await page.goto(`/campaign/help-maria-walk-again/dashboard/withdraw?withdraw=${withdrawId}`);
    await page.getByText(reason).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Back to the admin's own account: /admincp, loaded as a whole document.
    await page.getByRole("button", { name: "Back to my account" }).click();
    await page.waitForURL(`${site.url}/admincp`);
    await page.getByRole("heading", { level: 1, name: "Staff console" }).waitFor();
    await page.getByText("Signed in as Elena Ivanova").waitFor();
    expect(loads.at(-1)).toBe("/admincp");
    expect(
      (await page.context().cookies()).some((cookie) => cookie.name === "impersonatorJWT"),
    ).toBe(false);

    // Out of the console to the site: a full page load too.
    const before = loads.length;
    await page.getByRole("link", { name: "Back to the site" }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    expect(loads.slice(before)).toEqual(["/"]);
  });

  it("speaks Bulgarian to a Bulgarian admin, with no English left", async () => {
    const { page, context } = await site.guest();
    await context.addCookies([{ name: "cw_lang", value: "bg", url: site.url }]);
    await page.goto("/login?redirect=%2Fadmincp");
    await page.waitForLoadState("networkidle");
    await page.getByLabel(/Потребителско име/).fill("admin");
    await page.getByLabel(/^Парола/).fill("causeway-demo");
    await page.getByRole("button", { name: "Вход" }).click();
    await page.waitForURL(`${site.url}/admincp`);
    await page.getByRole("heading", { level: 1, name: "Конзола на екипа" }).waitFor();
    await page
      .getByRole("link", { name: /Кампании/ })
      .first()
      .waitFor();
    const text = [
      await page.getByRole("main").textContent(),
      await page.getByRole("navigation").textContent(),
    ].join(" ");
    for (const english of ["waiting", "Campaigns", "Withdrawals", "Dictionaries", "Users"]) {
      expect(text).not.toContain(english);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("a refund", () => {
  it("an admin finds a donation, gives part of it back by keyboard, and the campaign counts it no more", async () => {
    const slug = "nueva-biblioteca-tarifa";
    const raised = async () =>
      (await (await fetch(`${site.url}/api/v2/campaign/fetch?slug=${slug}`)).json()).response
        .donated_amount as number;
    const login = await fetch(`${site.url}/api/v2/auth`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "causeway-demo" }),
    });
    const token = (await login.json()).response.token as string;
    // A paid donation to the library given in the campaign's own currency, found as staff would.
    const found = await (
      await fetch(`${site.url}/api/v2/admin/donations?search=Tarifa&status=PROCESSED&limit=50`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    const item = found.response.donations.find(
      (d: {
        donation: {
          campaign: { url: string };
          initiatedCurrency: { id: number };
          currency: { id: number };
        };
      }) =>
        d.donation.campaign.url === slug &&
        d.donation.initiatedCurrency.id === d.donation.currency.id,
    );
    expect(item, "a donation in the campaign's currency").toBeTruthy();
    const id = item.donation.id as number;
    const before = await raised();

    const { page } = await site.guest();
    await logInToConsole(page, "admin");
    const nav = page.getByRole("navigation", { name: "Staff console sections" });
    await nav.getByRole("link", { name: "Donations" }).click();
    await page.getByRole("heading", { level: 1, name: "Donations" }).waitFor();
    await page.getByText(/go to the sandbox, where no real money moves/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const search = page.getByRole("searchbox", { name: "Search donations" });
    await search.fill(String(id));
    await search.press("Enter");
    await page.getByText("1 donation found.").waitFor();
    await page.getByRole("link", { name: `Open donation ${id}` }).click();
    await page.getByRole("heading", { level: 1, name: `Donation ${id}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: the amount, the reason, the button, then the confirmation's own button.
    const amount = page.getByRole("textbox", { name: /Amount to refund/ });
    await amount.fill("1");
    await page
      .getByRole("textbox", { name: "Reason" })
      .fill("The donor asked <script>alert(1)</script>");
    await page.getByRole("button", { name: "Refund", exact: true }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: /^Refund .*1\.00 to / });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Cancel has the focus first (the safe choice); the confirmation is the next stop.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByText(/1\.00 refunded\./).waitFor();
    const refunds = page.getByRole("region", { name: "Refunds" });
    await refunds.getByText("The donor asked <script>alert(1)</script>").waitFor();
    await refunds.getByText("Done").waitFor();
    await page.getByText("Partly refunded").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(before - (await raised())).toBe(100);
  });
});
