// A card donation through Stripe (issue 29), end to end on the built server started with Stripe's
// keys: the server creates the PaymentIntent on a local fake of Stripe's API
// (apps/api/test/fakes/stripe-api.ts), the donate page shows the card step in the page (Stripe.js
// faked in the browser, as js.stripe.com cannot be reached here; its calls to api.stripe.com are
// routed to the same fake), the fake sends the signed webhook, and only then is the donor thanked.
// Any console error, uncaught exception or CSP violation fails the journey.
import type { Page } from "playwright";
import { beforeAll, describe, expect, it } from "vitest";
import { FakeStripe } from "../../apps/api/test/fakes/stripe-api";
import { installFakeStripe } from "../../packages/forms/src/DonateWidget/fake-stripe-js";
import { appReady, axeViolations, journeyFile } from "./site";

const stripe = new FakeStripe();
// Before the site starts (hooks run in order): the server is given the fake's address.
beforeAll(() => stripe.start().then(() => undefined));
const site = journeyFile({ env: () => stripe.env });
beforeAll(() => {
  stripe.webhookUrl = `${site.url}/api/v2/payments/stripe/webhook`;
});

const CAMPAIGN = "/campaign/help-maria-walk-again";

/** A guest's tab where Stripe.js is the fake, and api.stripe.com is the local fake. */
async function donor() {
  const visit = await site.guest();
  await visit.context.addInitScript(installFakeStripe, { apiUrl: "https://api.stripe.com" });
  await visit.context.route("https://api.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${stripe.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return visit;
}

/** €20 with a 10 % tip by card, as a guest, up to the card step; the donation's payment id. */
async function toCardStep(page: Page) {
  await page.goto(`${CAMPAIGN}/donate`);
  await appReady(page);
  await page.getByRole("textbox", { name: "Other amount (EUR)" }).fill("20");
  await page.getByText(/^10 %/).click();
  await page.getByText("Card (Stripe)", { exact: true }).click();
  await page.getByRole("textbox", { name: /Full name/ }).fill("Ana Lima");
  await page.getByRole("textbox", { name: /E-mail/ }).fill("ana.lima@example.pt");
  const created = page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/donation$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole("button", { name: "Donate €22.00" }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { donation, payment } = (await response.json()).response;
  expect(payment).toMatchObject({ provider: "STRIPE", redirect_url: null });
  expect(payment.publishable_key).toBe(stripe.publishableKey);
  await page.getByRole("heading", { name: "Pay by card" }).waitFor();
  await page.getByRole("textbox", { name: "Card number" }).waitFor();
  return donation.payment_id as string;
}

describe("a guest giving by card through Stripe", () => {
  it("pays €22.00 in the card step and is thanked once Stripe's webhook has told the server", async () => {
    const { page } = await donor();
    const paymentId = await toCardStep(page);
    // The PaymentIntent is the server's: the donation and tip in minor units, in euros.
    expect(stripe.intents.get(paymentId)).toMatchObject({ amount: 2200, currency: "eur" });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay €22.00" }).click();
    await page.getByRole("heading", { name: "Thank you, Ana Lima!" }).waitFor();
    await page.getByText("You gave €20.00 to Help Maria's son walk again.").waitFor();
    expect(stripe.deliveries).toContainEqual({ type: "payment_intent.succeeded", status: 200 });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("says a declined card was not charged, keeps the card step, and pays with the next card", async () => {
    const visit = await donor();
    const { page } = visit;
    const paymentId = await toCardStep(page);
    await page.getByRole("textbox", { name: "Card number" }).fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay €22.00" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Your card was declined." });
    await alert.waitFor();
    await expect
      .poll(() => alert.textContent())
      .toContain("Nothing was charged. Check the card or use another one.");
    expect(await axeViolations(page)).toEqual([]);
    // Stripe's API answers a declined card 402, as it documents, and Chromium logs the status of
    // that call (Stripe.js's own, in its frame, on the real site): that one line and no other.
    const declinedCall =
      "console: Failed to load resource: the server responded with a status of 402 (Payment Required)";
    expect(visit.errors).toEqual([declinedCall]);
    visit.errors.length = 0;

    // The keyboard alone: the number again, then Enter.
    const number = page.getByRole("textbox", { name: "Card number" });
    await number.fill("4242 4242 4242 4242");
    await number.press("Enter");
    await page.getByRole("heading", { name: "Thank you, Ana Lima!" }).waitFor();
    const events = stripe.deliveries.filter((d) => d.status === 200).map((d) => d.type);
    expect(events).toEqual(
      expect.arrayContaining(["payment_intent.payment_failed", "payment_intent.succeeded"]),
    );
    // One PaymentIntent for the donation, however many cards were tried.
    expect(stripe.intents.get(paymentId)?.status).toBe("succeeded");
  });
});
