/**
 * Issue 28: e-mail that arrives. The site runs as `npm start` runs it, with the local mail catcher
 * (a real SMTP server on 127.0.0.1 and its web inbox): a new member signs up in Chromium, opens the
 * inbox, presses the link of the e-mail and sees the address verified; then, logged out, asks for
 * a new password, presses the e-mail's link, sets one and is logged in with it; and a guest who
 * gives by card through the sandbox finds the receipt, whose link is the donation's certificate.
 */
import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { appReady, axeViolations, journeyFile, payWithCard } from "./site";

const site = journeyFile({ mail: true });
const member = {
  email: "nadia.lind@example.test",
  username: "nadia.lind",
  password: "correct-horse-battery",
};

/** How many messages to `to` about `subject` the inbox holds (its JSON, newest first). */
async function mailCount(to: string, subject: RegExp): Promise<number> {
  const messages = (await (await fetch(new URL("/messages.json", site.inbox))).json()) as {
    to: string[];
    subject: string;
  }[];
  return messages.filter((m) => m.to.includes(to) && subject.test(m.subject)).length;
}

/**
 * Opens the inbox in the tab, waits (up to 30 s) for a message to `to` about `subject` beyond the
 * `before` such messages it held already (a retried test asks for a new link: the old one is used),
 * and opens the newest.
 */
async function openMail(page: Page, to: string, subject: RegExp, before = 0) {
  await page.goto(site.inbox);
  const row = page.getByRole("row").filter({ hasText: to }).filter({ hasText: subject });
  await expect
    .poll(
      async () => {
        if ((await row.count()) > before) return true;
        await page.reload();
        return false;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  expect(await axeViolations(page), "the inbox").toEqual([]);
  await row.first().getByRole("link").click();
  await page.getByRole("heading", { level: 1, name: subject }).waitFor();
}

describe("e-mail", () => {
  it("a new member verifies the address through the e-mail the site sent", async () => {
    const { page } = await site.guest();
    await page.goto("/sign-up");
    await appReady(page);
    await page.getByLabel("E-mail", { exact: false }).first().fill(member.email);
    await page.getByLabel("Username", { exact: false }).first().fill(member.username);
    await page.getByLabel("Password", { exact: false }).first().fill(member.password);
    // The username is checked with the server first (on a busy server it may say it could not be).
    await page
      .getByText(/nadia\.lind is available|could not be checked/)
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Create the account" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-up/details");

    await openMail(page, member.email, /Confirm your e-mail address/);
    const link = page.getByRole("link", { name: /\/email-verification\// });
    expect(new URL((await link.getAttribute("href")) ?? "").origin).toBe(site.url);
    await link.click();
    await page
      .getByRole("heading", { level: 1, name: "Your e-mail address is verified" })
      .waitFor();
  });

  it("a member who forgot the password sets a new one through the e-mail's link", async () => {
    const { page } = await site.guest();
    await page.goto("/forgotten-password");
    await appReady(page);
    await page.getByLabel("E-mail", { exact: false }).first().fill(member.email);
    const before = await mailCount(member.email, /Reset your password/);
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByText("Check your inbox").first().waitFor();

    await openMail(page, member.email, /Reset your password/, before);
    await page.getByRole("link", { name: /\/forgotten-password\// }).click();
    await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
    await appReady(page);
    const fields = page.getByLabel(/password/i);
    await fields.nth(0).fill("a-new-secret-for-nadia");
    await fields.nth(1).fill("a-new-secret-for-nadia");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByText("Password changed").first().waitFor();
    // Signed in with it; the sign-up she left unfinished is what comes next.
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-up/details");

    // The new password logs in, in a browser that knew nothing of the member.
    const other = await site.another();
    await other.page.goto("/login");
    await appReady(other.page);
    await other.page.getByLabel("Username or e-mail").fill(member.username);
    await other.page
      .getByLabel("Password", { exact: false })
      .first()
      .fill("a-new-secret-for-nadia");
    await other.page.getByRole("button", { name: "Log in" }).click();
    await other.page.waitForURL((url) => url.pathname !== "/login");
  });

  it("a guest who gives by card gets the receipt, whose link is the donation's certificate", async () => {
    const campaign = "/campaign/help-maria-walk-again";
    const { page } = await site.guest();
    await page.goto(`${campaign}/donate`);
    await appReady(page);
    await page.getByRole("textbox", { name: "Other amount (EUR)" }).fill("25");
    await page.getByText("Card (Stripe)", { exact: true }).click();
    await page.getByRole("textbox", { name: /Full name/ }).fill("Inês Duarte");
    await page.getByRole("textbox", { name: /E-mail/ }).fill("ines.duarte@example.pt");
    await page.getByRole("button", { name: "Donate €25.00" }).click();
    await page.waitForURL(/\/sandbox\/pay\/pi_sandbox_[0-9a-f]+/);
    await payWithCard(page);
    await page.waitForURL(
      (url) =>
        url.pathname === `${campaign}/checkout` && url.searchParams.get("status") === "PROCESSED",
    );

    await openMail(page, "ines.duarte@example.pt", /Thank you for your donation to /);
    await page
      .getByText(/your donation of €25\.00 to/)
      .first()
      .waitFor();
    const certificate = page.getByRole("link", { name: /certificate\.pdf/ }).first();
    const href = (await certificate.getAttribute("href")) ?? "";
    expect(new URL(href).origin).toBe(site.url);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
  });
});
