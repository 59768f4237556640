// A bank transfer (issue 29), end to end on the built server started with the platform's account
// (BANK_TRANSFER_*): a guest gives by transfer and is shown the account, the amount, the reference
// and the EPC QR code; the donor's bank drops the reference, so the statement staff import pays
// nothing by itself; staff find the donation, match the line by hand in /admincp/bank-statements,
// and the donor's page, still open, thanks them. The donor is e-mailed the same details with the
// QR code inline, and the e-mail's link shows them again on another device. axe on every step;
// any console error, uncaught exception or CSP violation fails the journey.
import { describe, expect, it } from "vitest";
import { appReady, axeViolations, journeyFile } from "./site";

const site = journeyFile({
  mail: true,
  env: () => ({
    BANK_TRANSFER_IBAN: "BG80 BNBG 9661 1020 3456 78",
    BANK_TRANSFER_BIC: "BNBGBGSD",
    BANK_TRANSFER_BENEFICIARY: "Causeway Foundation",
  }),
});

describe("a bank transfer", () => {
  it("is shown to the donor with its QR code, and paid when staff match the statement's line by hand", async () => {
    // The donor.
    const donor = await site.guest();
    await donor.page.goto("/campaign/help-maria-walk-again/donate");
    await appReady(donor.page);
    await donor.page.getByRole("textbox", { name: "Other amount (EUR)" }).fill("30");
    await donor.page.getByText("Bank transfer", { exact: true }).click();
    await donor.page.getByRole("textbox", { name: /Full name/ }).fill("Ana Transfer");
    await donor.page.getByRole("textbox", { name: /E-mail/ }).fill("ana.transfer@example.pt");
    await donor.page.getByRole("button", { name: "Donate €30.00" }).click();
    await donor.page.getByRole("heading", { name: "Pay by bank transfer" }).waitFor();
    await donor.page
      .getByRole("img", { name: "QR code of the transfer for your banking app" })
      .waitFor();
    await donor.page.getByText("BG80 BNBG 9661 1020 3456 78").first().waitFor();
    await donor.page.getByText("We have also e-mailed you these details.").waitFor();
    expect(await axeViolations(donor.page)).toEqual([]);

    // The same details by e-mail, the QR code inline, with the way back to them on the site.
    type Caught = {
      to: string[];
      subject: string;
      text: string;
      html: string | null;
      attachments: { contentType: string; cid: string | null }[];
    };
    let mail: Caught | undefined;
    await expect
      .poll(
        async () => {
          const inbox = (await (
            await fetch(new URL("/messages.json", site.inbox))
          ).json()) as Caught[];
          mail = inbox.find((m) => m.to.includes("ana.transfer@example.pt"));
          return mail?.subject;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toMatch(/^How to give to Help Maria.+ by bank transfer$/);
    expect(mail?.text).toContain("IBAN: BG80 BNBG 9661 1020 3456 78");
    expect(mail?.text).toContain("Amount: €30.00");
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ contentType: "image/png", cid: "epc-qr@causeway" }),
    ]);
    expect(mail?.html).toContain('src="data:image/png;base64,');
    const link = mail?.text.match(/https?:\/\/\S+\/checkout\?payment_id=RF\w+/)?.[0];
    expect(link, mail?.text).toBeDefined();

    // Later, on her phone: the link shows the details again, as the widget did.
    const later = await site.guest();
    await later.page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
    await later.page.getByRole("heading", { name: "Pay by bank transfer" }).waitFor();
    await later.page.getByText("BG80 BNBG 9661 1020 3456 78").first().waitFor();
    await later.page
      .getByRole("img", { name: "QR code of the transfer for your banking app" })
      .waitFor();
    expect(await axeViolations(later.page)).toEqual([]);

    // Staff: the statement, whose line lost the reference on the way.
    const staff = await site.another();
    const { page } = staff;
    await page.goto("/login?redirect=%2Fadmincp%2Fbank-statements");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Username or e-mail").fill("admin");
    await page.getByLabel(/^Password/).fill("causeway-demo");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { level: 1, name: "Bank statements" }).waitFor();
    await appReady(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('input[type="file"]').setInputFiles({
      name: "export.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "Booked,Amount,Currency,Details,Payer\n2026-12-07,30.00,EUR,Donation for Maria,Ana Transfer\n",
      ),
    });
    await page.getByText("Chosen: export.csv").waitFor();
    await page.getByRole("textbox", { name: "Amount column" }).fill("Amount");
    await page.getByRole("textbox", { name: "Reference column" }).fill("Details");
    await page.getByRole("textbox", { name: "Currency column" }).fill("Currency");
    await page.getByRole("textbox", { name: "Payer column (optional)" }).fill("Payer");
    await page.getByRole("button", { name: "Import" }).click();
    await page
      .getByText("New lines: 1. Paid a donation: 0. Waiting for you: 1. Imported before: 0.")
      .waitFor();
    const line = page.getByRole("article", { name: "€30.00 from Ana Transfer" });
    await line.getByText("No reference in it").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Staff find the donation by the donor's name, as the line names the payer.
    const lookup = await site.another();
    await lookup.context.addCookies(await staff.context.cookies());
    await lookup.page.goto("/admincp/donations?q=Ana%20Transfer");
    const open = lookup.page.getByRole("link", { name: /^Open donation \d+$/ });
    await open.first().waitFor();
    expect(await open.count()).toBe(1);
    const id = ((await open.textContent()) ?? "").replace(/\D/g, "");

    await line.getByRole("textbox", { name: "Donation number to pay with €30.00" }).fill(id);
    await line.getByRole("button", { name: "Match" }).press("Enter");
    await page.getByText(`Donation ${id} is paid.`).waitFor();
    await line.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 3, name: "Every line paid a donation" }).waitFor();

    // The donor's page, still open, learns it and thanks them.
    await donor.page.getByRole("heading", { name: /Thank you/ }).waitFor({ timeout: 30_000 });
    expect(await axeViolations(donor.page)).toEqual([]);
    // So does the page the e-mail opened.
    await later.page.getByRole("heading", { name: /Thank you/ }).waitFor({ timeout: 30_000 });
  });
});
