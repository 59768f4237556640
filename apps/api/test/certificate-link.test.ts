// The donation certificate link a guest donor gets (issue 10): on the host the site was opened on
// when PUBLIC_URL is not set, carrying its own proof (the payment id), opening the PDF in a
// browser without a token; a refused link is a readable page for a browser, JSON for the client.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
let donationId = 0;
let paymentId = "";
const SITE = "http://127.0.0.1:3000";
const BROWSER = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "bg-BG,bg;q=0.9,en;q=0.8",
};

beforeAll(async () => {
  // No PUBLIC_URL: the server's own guess would be http://localhost:3000.
  t = await startTestServer({ PUBLIC_URL: undefined } as unknown as Record<string, string>);
  const owner = await t.signup("owner");
  const campaign = await t.campaign(owner.id, { currency: 1 });
  const row = await t.deps.db
    .insertInto("donations")
    .values({
      campaign_id: campaign.id,
      donor_user_id: null,
      donator_type: "OTHER",
      donator_name: "Ana Lima",
      email: "ana@example.test",
      payment_id: `guest_${Math.random().toString(36).slice(2)}`,
      payment_method: "STRIPE",
      payment_status: "PROCESSED",
      amount: 1250,
      currency_id: campaign.currency_id,
      initiated_amount: 1250,
      initiated_currency_id: campaign.currency_id,
      is_anon: false,
    })
    .returning(["id", "payment_id"])
    .executeTakeFirstOrThrow();
  donationId = row.id;
  paymentId = row.payment_id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

describe("the certificate link of a guest's donation", () => {
  it("is on the host the site was opened on and carries the payment id", async () => {
    const reply = await t.call(
      "GET",
      `${SITE}/api/v2/donation/${donationId}?payment_id=${paymentId}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.response.certificate).toBe(
      `${SITE}/api/v2/donation/${donationId}/certificate.pdf?payment_id=${paymentId}`,
    );
    const asked = await t.call(
      "GET",
      `${SITE}/api/v2/donation/${donationId}/certificate?payment_id=${paymentId}`,
    );
    expect(asked.body.response.url).toBe(reply.body.response.certificate);
  });

  it("opens the PDF in a browser, which sends no token", async () => {
    const { certificate } = (
      await t.call("GET", `${SITE}/api/v2/donation/${donationId}?payment_id=${paymentId}`)
    ).body.response;
    const res = await t.app.request(certificate, { headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe(
      "%PDF-",
    );
  }, 30_000);

  it("refused in a browser: a page in the donor's language with the status, not JSON", async () => {
    const res = await t.app.request(`${SITE}/api/v2/donation/${donationId}/certificate.pdf`, {
      headers: BROWSER,
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="bg">');
    expect(html).toContain("Сертификат за дарение");
    expect(html).toContain("Тази връзка не отваря този сертификат.");
    const unknown = await t.app.request(`${SITE}/api/v2/donation/999999/certificate.pdf`, {
      headers: { ...BROWSER, "accept-language": "de" },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Diese Spende gibt es nicht.");
  });

  it("refused to the API client: the contract's JSON", async () => {
    const reply = await t.call("GET", `${SITE}/api/v2/donation/${donationId}/certificate.pdf`, {
      headers: { accept: "application/json" },
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: 403 });
  });

  it("is not offered to someone without the payment id", async () => {
    const reply = await t.call(
      "GET",
      `${SITE}/api/v2/campaign/${(await campaignOf()).id}/donations`,
    );
    expect(reply.status).toBe(200);
    const listed = reply.body.response.donations.find((d: { id: number }) => d.id === donationId);
    expect(listed.payment_id).toBe("");
    expect(listed.certificate).toBe(`${SITE}/api/v2/donation/${donationId}/certificate.pdf`);
  });
});

async function campaignOf() {
  return t.deps.db
    .selectFrom("donations")
    .select("campaign_id as id")
    .where("id", "=", donationId)
    .executeTakeFirstOrThrow();
}
