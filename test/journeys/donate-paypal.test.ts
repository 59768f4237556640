// A donation through PayPal (issue 29), end to end on the built server started with PayPal's keys:
// the server creates the order on a local fake of PayPal's REST API
// (apps/api/test/fakes/paypal-api.ts, which also serves the approval page that is PayPal's own in
// real life), the donor approves it there and comes back to the site, which captures the order and
// thanks them; the fake's signed webhook of the capture is verified and changes nothing more. A
// donor who cancels on PayPal's page comes back to the form as they left it. Any console error,
// uncaught exception or CSP violation fails the journey.
import type { Page } from "playwright";
import { beforeAll, describe, expect, it } from "vitest";
import { FakePayPal } from "../../apps/api/test/fakes/paypal-api";
import { appReady, axeViolations, journeyFile } from "./site";

const paypal = new FakePayPal();
// Before the site starts (hooks run in order): the server is given the fake's address.
beforeAll(() => paypal.start().then(() => undefined));
const site = journeyFile({ env: () => paypal.env });
beforeAll(() => {
  paypal.webhookUrl = `${site.url}/api/v2/payments/paypal/webhook`;
});

const CAMPAIGN = "/campaign/help-maria-walk-again";

/** €25 by PayPal, as a guest, up to PayPal's page; the order's id. */
async function toPayPal(page: Page) {
  await page.goto(`${CAMPAIGN}/donate`);
  await appReady(page);
  await page.getByRole("textbox", { name: "Other amount (EUR)" }).fill("25");
  await page.getByText("PayPal", { exact: true }).click();
  await page.getByRole("textbox", { name: /Full name/ }).fill("Iva Georgieva");
  await page.getByRole("textbox", { name: /E-mail/ }).fill("iva.georgieva@example.bg");
  const created = page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/donation$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole("button", { name: "Donate €25.00" }).click();
  const { donation, payment } = (await (await created).json()).response;
  expect(payment).toMatchObject({ provider: "PAYPAL" });
  await page.getByRole("heading", { name: "Pay with PayPal" }).waitFor();
  expect(new URL(page.url()).origin).toBe(paypal.url);
  return donation.payment_id as string;
}

describe("a guest giving through PayPal", () => {
  it("approves the order on PayPal's page and is thanked back on the site", async () => {
    const { page } = await site.guest();
    const orderId = await toPayPal(page);
    // The order is the server's: the amount in euros, as PayPal writes it.
    expect(paypal.orders.get(orderId)?.purchase_units[0]?.amount).toEqual({
      currency_code: "EUR",
      value: "25.00",
    });
    await page.getByRole("link", { name: "Pay now" }).click();
    await page.getByRole("heading", { name: "Thank you, Iva Georgieva!" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${CAMPAIGN}/checkout`);
    expect(new URL(page.url()).searchParams.get("payment_id")).toBe(orderId);
    expect(await axeViolations(page)).toEqual([]);
    // PayPal's webhook of the capture was verified and taken.
    await expect
      .poll(() => paypal.deliveries.find((d) => d.type === "PAYMENT.CAPTURE.COMPLETED")?.status)
      .toBe(200);
  });

  it("cancels on PayPal's page and finds the form as it was left, to choose again", async () => {
    const { page } = await site.guest();
    await toPayPal(page);
    await page.getByRole("link", { name: "Cancel and return to Causeway" }).click();
    await page.getByRole("heading", { name: /cancelled/i }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect
      .poll(() => page.getByRole("textbox", { name: "Other amount (EUR)" }).inputValue())
      .toBe("25");
    expect(await page.getByRole("textbox", { name: /Full name/ }).inputValue()).toBe(
      "Iva Georgieva",
    );
  });
});
