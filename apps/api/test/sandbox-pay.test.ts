import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInSchema, operations } from "./contract/operations";
import { guestDonation, startTestServer, type TestServer } from "./helpers";

// The sandbox card provider as the running site has it (issue 10): a card payment waits on the
// sandbox's own payment page, and the outcome chosen there ends the donation once.

type Member = Awaited<ReturnType<TestServer["signup"]>>;
let t: TestServer;
let owner: Member;
let campaignId: number;

const RETURN = "https://causeway.example/campaign/help/checkout?from=widget";

beforeAll(async () => {
  t = await startTestServer({}, { hostedCards: true });
  owner = await t.signup("owner");
  campaignId = (await t.campaign(owner.id, { name: "Help <Maria> walk" })).id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

/** A guest's donation of 12.50 EUR (and a tip) by `method`: what createDonation answered. */
async function donate(method = "STRIPE", tip = 0) {
  const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/donation?lang=en`, {
    body: guestDonation(method, 1250, tip, RETURN),
  });
  expect(reply.status).toBe(201);
  const { donation, payment } = reply.body.response;
  return { id: donation.id as number, paymentId: donation.payment_id as string, payment };
}

const page = (paymentId: string, query = "") =>
  t.call("GET", `/sandbox/pay/${encodeURIComponent(paymentId)}${query}`);

/** The page's form posted back, as the browser sends it. */
const post = (paymentId: string, fields: Record<string, string>) =>
  t.call("POST", `/sandbox/pay/${encodeURIComponent(paymentId)}?lang=en`, {
    raw: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

const card = (number: string) => ({ action: "pay", number, expiry: "12/34", cvc: "123" });

/** The donation as its checkout page reads it (with the payment id). */
async function read(d: { id: number; paymentId: string }) {
  const reply = await t.call("GET", `/api/v2/donation/${d.id}?payment_id=${d.paymentId}`);
  expect(reply.status).toBe(200);
  return reply.body.response;
}

/** Where the page sent the donor: the return address with the donation, its payment and status. */
function sentBack(reply: { status: number; headers: Headers }) {
  expect(reply.status).toBe(303);
  const url = new URL(reply.headers.get("location") ?? "");
  expect(`${url.origin}${url.pathname}`).toBe("https://causeway.example/campaign/help/checkout");
  expect(url.searchParams.get("from")).toBe("widget");
  return url.searchParams;
}

const raised = async () =>
  (await t.call("GET", `/api/v2/campaign/fetch?id=${campaignId}`)).body.response.donated_amount;

describe("a card payment", () => {
  it("starts PROCESSING with the sandbox page as its redirect, and nothing confirms it by itself", async () => {
    const d = await donate();
    expect(d.payment).toEqual({
      provider: "STRIPE",
      status: "PROCESSING",
      redirect_url: `http://localhost:3000/sandbox/pay/${d.paymentId}?lang=en`,
      client_secret: null,
      publishable_key: null,
      bank_transfer: null,
    });
    await t.payments.drain();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await read(d)).payment_status).toBe("PROCESSING");
  });

  it("is paid on a plain HTML page: amount, campaign, a labelled card form, one h1, no script", async () => {
    const d = await donate("STRIPE", 125);
    const reply = await page(d.paymentId, "?lang=en");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("text/html");
    const csp = reply.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect(csp).toContain("form-action 'self' https://causeway.example");
    expect(reply.headers.get("cache-control")).toBe("no-store");
    const html: string = reply.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain("<h1>Pay €13.75</h1>");
    expect(html).toContain("Donation to Help &lt;Maria&gt; walk");
    expect(html).toContain(`<form method="post" action="/sandbox/pay/${d.paymentId}?lang=en"`);
    for (const [id, label] of [
      ["number", "Card number"],
      ["expiry", "Expiry date"],
      ["cvc", "Security code (CVC)"],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    }
    expect(html).toMatch(/<button type="submit" name="action" value="pay"[^>]*>Pay €13.75</);
    expect(html).toMatch(/<button type="submit" name="action" value="cancel"[^>]*>Cancel/);
    expect(html).toContain("4242 4242 4242 4242");
  });

  it("speaks the donor's language", async () => {
    const d = await donate();
    const html: string = (await page(d.paymentId, "?lang=de")).body;
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<h1>12,50\s€ bezahlen<\/h1>/);
    expect(html).toContain("Kartennummer");
  });

  it("succeeds with 4242 4242 4242 4242: PROCESSED, counted, the owner told, the donor sent back", async () => {
    const before = await raised();
    const d = await donate();
    const back = sentBack(await post(d.paymentId, card("4242 4242 4242 4242")));
    expect(back.get("donation")).toBe(String(d.id));
    expect(back.get("payment_id")).toBe(d.paymentId);
    expect(back.get("status")).toBe("PROCESSED");
    const donation = await read(d);
    expect(donation).toMatchObject({ payment_status: "PROCESSED", initiatedAmount: 1250 });
    expect(donation.certificate).toMatch(/^http/);
    expect(await raised()).toBe(before + 1250);
    const told = await t.deps.db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", owner.id)
      .where("type", "=", "CAMPAIGN_FUNDS_COLLECTED")
      .execute();
    expect(told.length).toBeGreaterThan(0);
  });

  it("is declined with 4000 0000 0000 0002: FAILED, never counted, inside the contract", async () => {
    const before = await raised();
    const d = await donate();
    expect(sentBack(await post(d.paymentId, card("4000000000000002"))).get("status")).toBe(
      "FAILED",
    );
    const donation = await read(d);
    expect(donation).toMatchObject({ payment_status: "FAILED", certificate: null });
    expect(await raised()).toBe(before);
    const getDonation = operations.find((o) => o.id === "getDonation");
    if (!getDonation) throw new Error("getDonation is not in the contract");
    expectInSchema(getDonation, 200, { response: donation });
  });

  it("asks for 3-D Secure with 4000 0027 6000 3184; passing it pays", async () => {
    const d = await donate();
    const challenge = await post(d.paymentId, card("4000 0027 6000 3184"));
    expect(challenge.status).toBe(200);
    const html: string = challenge.body;
    expect(html).toContain("<h1>Confirm the payment with your bank</h1>");
    expect(html).toContain("with the card ending in 3184");
    expect(html).toMatch(
      /<button type="submit" name="answer" value="pass"[^>]*>Complete the check/,
    );
    expect(html).not.toMatch(/<script/i);
    expect((await read(d)).payment_status).toBe("PROCESSING");
    const back = sentBack(
      await post(d.paymentId, { action: "challenge", number: "4000002760003184", answer: "pass" }),
    );
    expect(back.get("status")).toBe("PROCESSED");
    expect((await read(d)).payment_status).toBe("PROCESSED");
  });

  it("fails when the 3-D Secure check fails", async () => {
    const d = await donate();
    expect((await post(d.paymentId, card("4000002760003184"))).status).toBe(200);
    const back = sentBack(
      await post(d.paymentId, { action: "challenge", number: "4000002760003184", answer: "fail" }),
    );
    expect(back.get("status")).toBe("FAILED");
    expect((await read(d)).payment_status).toBe("FAILED");
  });

  it("answers a 3-D Secure result only for the card that asks for one", async () => {
    const d = await donate();
    const forged = await post(d.paymentId, {
      action: "challenge",
      number: "4242424242424242",
      answer: "pass",
    });
    expect(forged.status).toBe(400);
    expect((await read(d)).payment_status).toBe("PROCESSING");
  });

  it("is cancelled by the donor with nothing typed: CANCELLED", async () => {
    const d = await donate();
    const back = sentBack(await post(d.paymentId, { action: "cancel" }));
    expect(back.get("status")).toBe("CANCELLED");
    expect((await read(d)).payment_status).toBe("CANCELLED");
  });

  it("refuses a wrong card form under each field, keeps what was typed and charges nothing", async () => {
    const d = await donate();
    const empty = await post(d.paymentId, { action: "pay", number: "", expiry: "", cvc: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain("<title>Error: Pay €12.50 · Sandbox payment</title>");
    expect(empty.body).toContain('<a href="#number">Enter the card number.</a>');
    expect(empty.body).toContain('<span id="expiry-error" class="error">Enter the expiry date');
    expect(empty.body).toContain('<span id="cvc-error" class="error">Enter the 3 or 4 digits');
    expect(empty.body).toMatch(
      /<input id="number" name="number"[^>]*aria-describedby="number-error" aria-invalid="true"/,
    );
    const typed = await post(d.paymentId, {
      action: "pay",
      number: "4111 1111 1111 1111",
      expiry: "01/20",
      cvc: "12a",
    });
    expect(typed.status).toBe(400);
    expect(typed.body).toContain("The sandbox takes only the test cards listed on this page.");
    expect(typed.body).toContain("This card has expired.");
    expect(typed.body).toContain('value="4111 1111 1111 1111"');
    expect(typed.body).toContain('value="01/20"');
    const wrong = await post(d.paymentId, card("4242 4242 4242 4241"));
    expect(wrong.body).toContain("This card number is not valid. Check its digits.");
    expect((await read(d)).payment_status).toBe("PROCESSING");
  });

  it("applies an outcome once: a second one changes nothing and says the payment has ended", async () => {
    const d = await donate();
    sentBack(await post(d.paymentId, card("4242424242424242")));
    const again = await post(d.paymentId, { action: "cancel" });
    expect(again.status).toBe(409);
    expect(again.body).toContain("<h1>This payment has already ended</h1>");
    expect(again.body).toContain("It was paid.");
    expect((await post(d.paymentId, card("4000000000000002"))).status).toBe(409);
    expect((await read(d)).payment_status).toBe("PROCESSED");
    // Opened again (the browser's back button), the page links back instead of a card form.
    const reopened = await page(d.paymentId);
    expect(reopened.status).toBe(200);
    expect(reopened.body).not.toContain("<form");
    expect(reopened.body).toContain(`donation=${d.id}&amp;payment_id=${d.paymentId}`);
  });

  it("answers 404 for an unknown payment, and for a payment not made on this page", async () => {
    expect((await page("pi_sandbox_unknown")).status).toBe(404);
    const unknown = await post("pi_sandbox_unknown", card("4242424242424242"));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("<h1>Payment not found</h1>");
    const paypal = await donate("PAYPAL");
    expect(paypal.payment.redirect_url).toBeNull();
    expect((await page(paypal.paymentId)).status).toBe(404);
  });
});

describe("PayPal and bank transfers", () => {
  it("are still confirmed by the sandbox itself", async () => {
    const paypal = await donate("PAYPAL");
    const bank = await donate("BANK");
    await t.payments.drain();
    expect((await read(paypal)).payment_status).toBe("PROCESSED");
    expect((await read(bank)).payment_status).toBe("PROCESSED");
  });
});

describe("the return address", () => {
  it("must be http or https", async () => {
    const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/donation`, {
      body: {
        amount: 1250,
        tip: 0,
        currency: 1,
        payment_method: "STRIPE",
        is_anon: false,
        donator_type: "OTHER",
        donator_name: "Ana Lima",
        email: "ana@example.test",
        return_url: "javascript:alert(1)",
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ return_url: "validation.invalid" });
  });
});

describe("the payment page's address without PUBLIC_URL", () => {
  it("is on the host the site was opened on (127.0.0.1 stays 127.0.0.1)", async () => {
    const local = await startTestServer(
      { PUBLIC_URL: undefined } as unknown as Record<string, string>,
      {
        hostedCards: true,
      },
    );
    try {
      const owner = await local.signup("owner");
      const campaign = await local.campaign(owner.id);
      const reply = await local.call(
        "POST",
        `http://127.0.0.1:3377/api/v2/campaign/${campaign.id}/donation`,
        {
          body: {
            amount: 1250,
            tip: 0,
            currency: 1,
            payment_method: "STRIPE",
            is_anon: false,
            donator_type: "OTHER",
            donator_name: "Ana Lima",
            email: "ana@example.test",
            return_url: "http://127.0.0.1:3377/campaign/x/checkout",
          },
        },
      );
      expect(reply.status).toBe(201);
      expect(new URL(reply.body.response.payment.redirect_url).origin).toBe(
        "http://127.0.0.1:3377",
      );
    } finally {
      await local.destroy();
    }
  });
});
