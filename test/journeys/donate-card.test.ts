// A card donation through the sandbox card provider's own payment page (issue 10), on the real
// server over the built site: the donor leaves the site for the payment page, passes or fails
// the card step there, and comes back to the checkout page. Any console error, uncaught exception
// or CSP violation (the payment page runs under its own policy) fails the journey.
import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { appReady, axeViolations, journeyFile, payWithCard } from "./site";

const site = journeyFile();
const guest = () => site.guest();

const CAMPAIGN = "/campaign/help-maria-walk-again";

/** 12.50 EUR typed as a donor types it; with a 10 % tip, 13.75 EUR. */
const GIFT = { typed: "12.50", text: "€12.50", minor: 1250, withTip: "€13.75", tip: 125 };

/** On the donate page: the gift, an optional tip, card, and the guest's details. */
async function fillDonation(page: Page, tip?: RegExp) {
  await page.goto(`${CAMPAIGN}/donate`);
  await page.getByRole("heading", { level: 1, name: "Help Maria's son walk again" }).waitFor();
  await page.getByRole("textbox", { name: "Other amount (EUR)" }).fill(GIFT.typed);
  // The radios are visually hidden inside their cards: a pointer clicks the card's label.
  if (tip) await page.getByText(tip).click();
  await page.getByText("Card (Stripe)", { exact: true }).click();
  await page.getByRole("textbox", { name: /Full name/ }).fill("Ana Lima");
  await page.getByRole("textbox", { name: /E-mail/ }).fill("ana.lima@example.pt");
}

/**
 * Donate pressed: the donation is created (its amount in minor units, by card) and the widget
 * sends the donor to the sandbox's payment page the API answered. The payment's id.
 */
async function goToPaymentPage(page: Page, button: string, body: Record<string, unknown>) {
  const created = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      /^\/api\/v2\/campaign\/\d+\/donation$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole("button", { name: button }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ payment_method: "STRIPE", ...body });
  await page.waitForURL(/\/sandbox\/pay\/pi_sandbox_[0-9a-f]+\?lang=en$/);
  expect(new URL(page.url()).origin).toBe(site.url);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/** Back on the site's checkout page with the donation, its payment and the outcome. */
async function backOnCheckout(page: Page, paymentId: string, status: string) {
  await page.waitForURL(
    (url) => url.pathname === `${CAMPAIGN}/checkout` && url.searchParams.get("status") === status,
  );
  const query = new URL(page.url()).searchParams;
  expect(query.get("payment_id")).toBe(paymentId);
  return Number(query.get("donation"));
}

/** The left edge of what `selector` finds first, in CSS pixels. */
async function leftOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  return Math.round(box.x);
}

/**
 * A bare page's logo stands where its content begins, on a phone and a wide screen (issue 25:
 * it stood at the window's edge). The page's heading is the content's edge.
 */
async function expectLogoInColumn(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const logo = await leftOf(page, '[data-slot="bare-header"] a');
    expect(Math.abs(logo - (await leftOf(page, "main h1")))).toBeLessThanOrEqual(1);
  }
}

describe("a guest giving by card", () => {
  it("donates 12.50 EUR by card through the sandbox page, passes 3-D Secure and is thanked for exactly €12.50", async () => {
    const { page } = await guest();
    await fillDonation(page);
    expect(await axeViolations(page)).toEqual([]);
    await expectLogoInColumn(page);
    const paymentId = await goToPaymentPage(page, `Donate ${GIFT.text}`, {
      amount: GIFT.minor,
      tip: 0,
    });

    // The provider's page: the amount and campaign, a test card form, under its own policy.
    await page.getByRole("heading", { level: 1, name: `Pay ${GIFT.text}` }).waitFor();
    await page.getByText("Donation to Help Maria's son walk again").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The expiry's "MM/YY" hint does not push its box below the CVC's (issue 25).
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const expiry = await page.getByLabel("Expiry date").boundingBox();
      const cvc = await page.getByLabel("Security code (CVC)").boundingBox();
      expect(Math.round(expiry?.y ?? -1)).toBe(Math.round(cvc?.y ?? -2));
    }
    await payWithCard(page, "4000 0027 6000 3184");

    // The 3-D Secure step, answered from the keyboard.
    await page
      .getByRole("heading", { level: 1, name: "Confirm the payment with your bank" })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Complete the check" }).focus();
    await page.keyboard.press("Enter");

    // Back on the site's checkout page, the donation read with its payment id: PROCESSED.
    await backOnCheckout(page, paymentId, "PROCESSED");
    await page.getByRole("heading", { name: "Thank you, Ana Lima!" }).waitFor();
    await page
      .getByText(`You gave ${GIFT.text} to Help Maria's son walk again.`, { exact: true })
      .waitFor();
    await page.getByRole("link", { name: /Download your certificate/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expectLogoInColumn(page);
  });

  it("comes back from a declined card to the donate form as it was, and can try again", async () => {
    const { page } = await guest();
    await fillDonation(page, /^10 %/);
    const paymentId = await goToPaymentPage(page, `Donate ${GIFT.withTip}`, {
      amount: GIFT.minor,
      tip: GIFT.tip,
    });
    await page.getByRole("heading", { level: 1, name: `Pay ${GIFT.withTip}` }).waitFor();
    await payWithCard(page, "4000 0000 0000 0002");

    const declined = await backOnCheckout(page, paymentId, "FAILED");
    await page.getByRole("heading", { name: "Your payment was declined" }).waitFor();
    await page
      .getByText(
        `Nothing was charged. Your donation of ${GIFT.text} to Help Maria's son walk again is kept: try again with another card or another payment method.`,
      )
      .waitFor();
    expect(await page.getByRole("heading", { name: /Thank you/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Try again" }).click();
    await page.waitForURL(`${site.url}${CAMPAIGN}/donate`);
    const amount = page.getByRole("textbox", { name: "Other amount (EUR)" });
    await amount.waitFor();
    expect(await amount.inputValue()).toBe(GIFT.typed);
    expect(await page.getByRole("radio", { name: /^10 %/ }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Card (Stripe)" }).isChecked()).toBe(true);
    expect(await page.getByRole("textbox", { name: /Full name/ }).inputValue()).toBe("Ana Lima");
    expect(await page.getByRole("textbox", { name: /E-mail/ }).inputValue()).toBe(
      "ana.lima@example.pt",
    );
    expect(await axeViolations(page)).toEqual([]);
    // Another try is another donation, and it can be paid.
    const second = await goToPaymentPage(page, `Donate ${GIFT.withTip}`, {
      amount: GIFT.minor,
      tip: GIFT.tip,
    });
    expect(second).not.toBe(paymentId);
    await payWithCard(page, "4242 4242 4242 4242");
    expect(await backOnCheckout(page, second, "PROCESSED")).not.toBe(declined);
    await page.getByRole("heading", { name: "Thank you, Ana Lima!" }).waitFor();
  });

  it("comes back from a declined card in a tab that kept nothing, and Try again opens the form filled", async () => {
    const { page } = await guest();
    await fillDonation(page, /^10 %/);
    const paymentId = await goToPaymentPage(page, `Donate ${GIFT.withTip}`, {
      amount: GIFT.minor,
      tip: GIFT.tip,
    });
    await payWithCard(page, "4000 0000 0000 0002");
    await backOnCheckout(page, paymentId, "FAILED");

    // The provider brings the donor back in another tab: its storage kept no form.
    const tab = await page.context().newPage();
    try {
      await tab.goto(page.url());
      await tab.getByRole("heading", { name: "Your payment was declined" }).waitFor();
      await appReady(tab);
      await tab.getByRole("button", { name: "Try again" }).click();
      await tab.waitForURL(`${site.url}${CAMPAIGN}/donate`);
      const amount = tab.getByRole("textbox", { name: "Other amount (EUR)" });
      await amount.waitFor();
      expect(await amount.inputValue()).toBe(GIFT.typed);
      expect(await tab.getByRole("radio", { name: /^10 %/ }).isChecked()).toBe(true);
      expect(await tab.getByRole("radio", { name: "Card (Stripe)" }).isChecked()).toBe(true);
      expect(await tab.getByRole("textbox", { name: /Full name/ }).inputValue()).toBe("Ana Lima");
      // The e-mail is not in the donation's answer: typed again, and the donation goes through.
      expect(await tab.getByRole("textbox", { name: /E-mail/ }).inputValue()).toBe("");
      expect(await axeViolations(tab)).toEqual([]);
      await tab.getByRole("textbox", { name: /E-mail/ }).fill("ana.lima@example.pt");
      const second = await goToPaymentPage(tab, `Donate ${GIFT.withTip}`, {
        amount: GIFT.minor,
        tip: GIFT.tip,
      });
      await payWithCard(tab, "4242 4242 4242 4242");
      await backOnCheckout(tab, second, "PROCESSED");
      await tab.getByRole("heading", { name: "Thank you, Ana Lima!" }).waitFor();
    } finally {
      await tab.close();
    }
  });

  it("cancels on the payment page and is told nothing was charged", async () => {
    const { page } = await guest();
    await fillDonation(page);
    const paymentId = await goToPaymentPage(page, `Donate ${GIFT.text}`, { amount: GIFT.minor });
    await page.getByRole("button", { name: "Cancel and return" }).click();
    await backOnCheckout(page, paymentId, "CANCELLED");
    await page.getByRole("heading", { name: "You cancelled the payment" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
