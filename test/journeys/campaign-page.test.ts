// The whole campaign page as a guest reads it (issue 13), on the real server over the built site:
// the updates and the donations, paged; the photos opened full size and the video preview; on a
// phone the donate bar; then Donate, €25 by card through the sandbox's payment page, and back on
// the site's checkout page. Reporting the campaign in Bulgarian: the report form's errors in
// Bulgarian under its fields, then the report sent. axe on the way; any console error, uncaught
// exception or CSP violation fails the journey (site.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { axeViolations, journeyFile, payWithCard } from "./site";

const site = journeyFile();
const bg: Record<string, string> = JSON.parse(
  readFileSync(
    join(import.meta.dirname, "..", "..", "packages", "i18n", "locales", "bg.json"),
    "utf8",
  ),
);

const CAMPAIGN = "/campaign/help-maria-walk-again";
const NAME = "Help Maria's son walk again";

let updatesWritten = false;

/**
 * Maria (the owner) writes `count` more updates of her campaign, through the API; once per run, so
 * a retry of the test finds the same nine updates and not sixteen.
 */
async function moreUpdates(count: number): Promise<void> {
  if (updatesWritten) return;
  updatesWritten = true;
  const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
    const response = await fetch(`${site.url}${path}`, {
      ...init,
      headers: {
        "Content-Type": "application/json",
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
    });
    expect(response.status, `${init.method ?? "GET"} ${path}`).toBeLessThan(300);
    return (await response.json()) as { response: Record<string, unknown> };
  };
  const auth = await call("/api/v2/auth", {
    method: "POST",
    body: JSON.stringify({ username: "maria.petrova", password: "causeway-demo" }),
  });
  const token = auth.response.token as string;
  const campaign = await call(`/api/v2/campaign/fetch?slug=${CAMPAIGN.split("/").pop()}`);
  for (let n = 1; n <= count; n++) {
    await call("/api/v2/post", {
      method: "POST",
      token,
      body: JSON.stringify({
        title: `Day ${n} at the clinic`,
        content: `<p>Walking practice, day ${n}.</p>`,
        is_anonymous: false,
        image_ids: [],
        campaign_id: campaign.response.id,
      }),
    });
  }
}

/** Opens a server-rendered page and waits until the app has taken it over (a press before is lost). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/** axe, asked again until the page has settled (a namespace of the dictionary may be on its way). */
async function axeClean(page: Page, where: string) {
  await expect.poll(() => axeViolations(page), { timeout: 10_000, message: where }).toEqual([]);
}

describe("a guest on the campaign page", () => {
  it("reads the updates and the donations page by page, opens the photos and the video, and donates €25 through the sandbox back to the checkout page", async () => {
    // Seven more updates by the owner: 9 in all, one more than a page.
    await moreUpdates(7);
    const { page } = await site.guest();
    await open(page, CAMPAIGN);
    await page.getByRole("heading", { level: 1, name: NAME }).waitFor();
    await page.getByRole("button", { name: "Got it" }).click();
    await axeClean(page, "the campaign page");

    // The updates: the newest 8, then the 9th after "Show more updates".
    const updates = page.getByRole("region", { name: "Updates" });
    await updates.getByRole("heading", { level: 3, name: "Day 7 at the clinic" }).waitFor();
    expect(await updates.getByRole("heading", { level: 3 }).count()).toBe(8);
    await updates.getByRole("button", { name: "Show more updates" }).click();
    await expect.poll(() => updates.getByRole("heading", { level: 3 }).count()).toBe(9);
    expect(await updates.getByRole("button", { name: "Show more updates" }).count()).toBe(0);

    // The donations: 8 of the 10 (the anonymous ones say only that), then the last 2.
    const donations = page.getByRole("region", { name: "Donations" });
    await donations.getByText("10 donations").waitFor();
    const rows = donations.locator('[data-slot="campaign-donation"]');
    expect(await rows.count()).toBe(8);
    expect(await donations.getByText("Anonymous").count()).toBeGreaterThan(0);
    await donations.getByRole("link", { name: "Lucía García" }).first().waitFor();
    await donations.getByRole("button", { name: "Show more donations" }).click();
    await expect.poll(() => rows.count()).toBe(10);
    expect(await donations.getByRole("button", { name: "Show more donations" }).count()).toBe(0);

    // The photos: thumbnails open the full view, next and back out with Escape.
    const photos = page.getByRole("region", { name: "Photos" });
    const tiles = photos.getByRole("button");
    const count = await tiles.count();
    expect(count).toBeGreaterThan(1);
    await tiles.first().click();
    const viewer = page.getByRole("dialog", { name: `Image 1 of ${count}` });
    await viewer.waitFor();
    await axeClean(page, "the photo viewer");
    await viewer.getByRole("button", { name: "Next image" }).click();
    await page.getByRole("dialog", { name: `Image 2 of ${count}` }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });

    // The video preview: no player before the press, then one already playing in a dialog.
    expect(await page.locator("iframe").count()).toBe(0);
    await page.getByRole("button", { name: `Play the video of ${NAME}` }).click();
    const video = page.getByRole("dialog", { name: `Video: ${NAME}` });
    await video.waitFor();
    expect(await video.locator("iframe").getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
    // Escape from inside the dialog (a press while the player's frame holds the focus goes to the
    // video site's page, which this offline machine cannot load).
    await video.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Escape");
    await video.waitFor({ state: "hidden" });
    expect(await page.locator("iframe").count()).toBe(0);

    // On a phone, Donate stays within reach once the support box has scrolled away.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.locator('[data-slot="sticky-donate-bar"]');
    // The observers speak after the scroll: the bar, if the desktop layout left it, goes.
    await expect.poll(() => bar.count()).toBe(0);
    await page.getByRole("heading", { level: 2, name: "Documents" }).scrollIntoViewIfNeeded();
    await bar.waitFor();
    await bar.getByText("€10,800.00").waitFor();
    await axeClean(page, "the page with the donate bar");

    // Donate from the bar: €25 by card, the sandbox's payment page, and back to the checkout.
    await bar.getByRole("link", { name: "Donate now" }).click();
    await page.waitForURL(`${site.url}${CAMPAIGN}/donate`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForLoadState("networkidle");
    await page.getByRole("heading", { level: 1, name: NAME }).waitFor();
    await page.getByRole("textbox", { name: "Other amount (EUR)" }).fill("25");
    await page.getByText("Card (Stripe)", { exact: true }).click();
    await page.getByRole("textbox", { name: /Full name/ }).fill("Ana Lima");
    await page.getByRole("textbox", { name: /E-mail/ }).fill("ana.lima@example.pt");
    const created = page.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        /^\/api\/v2\/campaign\/\d+\/donation$/.test(new URL(r.url()).pathname),
    );
    await page.getByRole("button", { name: "Donate €25.00" }).click();
    const donation = await created;
    expect(donation.status()).toBe(201);
    expect(donation.request().postDataJSON()).toMatchObject({
      amount: 2500,
      payment_method: "STRIPE",
    });
    await page.waitForURL(/\/sandbox\/pay\/pi_sandbox_[0-9a-f]+/);
    await page.getByRole("heading", { level: 1, name: "Pay €25.00" }).waitFor();
    await payWithCard(page);
    await page.waitForURL(
      (url) =>
        url.pathname === `${CAMPAIGN}/checkout` && url.searchParams.get("status") === "PROCESSED",
    );
    await page.getByRole("heading", { name: "Thank you, Ana Lima!" }).waitFor();
    await page.getByText(`You gave €25.00 to ${NAME}.`, { exact: true }).waitFor();
    await axeClean(page, "the checkout page");

    // Back on the campaign, the gift is the newest donation.
    await page.getByRole("link", { name: "Back to the campaign" }).click();
    await page.waitForURL(`${site.url}${CAMPAIGN}`);
    const newest = page
      .getByRole("region", { name: "Donations" })
      .locator('[data-slot="campaign-donation"]')
      .first();
    await expect.poll(() => newest.textContent()).toContain("€25.00");
    await expect.poll(() => newest.textContent()).toContain("Ana Lima");
  });

  it("reports the campaign in Bulgarian: the form's errors in Bulgarian, then the report sent", async () => {
    const { page } = await site.guest();
    await open(page, `${CAMPAIGN}?lang=bg`);
    await page.getByRole("heading", { level: 1, name: NAME }).waitFor();
    await page.getByRole("button", { name: bg["web.cookies.dismiss"] }).click();
    await page.getByRole("button", { name: bg["web.campaign.report.open"] }).click();
    const dialog = page.getByRole("dialog", {
      name: (bg["web.campaign.report.title"] as string).replace("{name}", NAME),
    });
    await dialog.waitFor();
    const send = dialog.getByRole("button", { name: bg["forms.report.submit"] });
    await send.click();
    for (const key of [
      "report.validator.no_option_selected",
      "report.validator.name_empty",
      "report.validator.email_empty",
      "report.validator.description_empty",
    ]) {
      await dialog.getByText(bg[key] as string).waitFor();
    }
    await axeClean(page, "the report form with its errors");
    const text = (await dialog.textContent()) ?? "";
    for (const english of ["Choose what is wrong", "Enter your name", "Describe the problem"]) {
      expect(text).not.toContain(english);
    }

    await dialog.getByText(bg["report.type.fraud"] as string, { exact: true }).click();
    await dialog.getByRole("textbox", { name: bg["forms.report.name.label"] }).fill("Иван Иванов");
    await dialog
      .getByRole("textbox", { name: bg["forms.report.email.label"] })
      .fill("ivan@example.bg");
    await dialog
      .getByRole("textbox", { name: bg["forms.report.description.label"] })
      .fill("Снимките са взети от друга кампания.");
    const sent = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith("/report"),
    );
    await send.click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      description: "Снимките са взети от друга кампания.",
      email: "ivan@example.bg",
      name: "Иван Иванов",
    });
    await dialog.getByText(bg["forms.report.sent.title"] as string).waitFor();
    await page.keyboard.press("Escape");
    await page.getByText(bg["web.campaign.report.done"] as string).waitFor();
  });
});
