// A donor's receipt (issue 28): a confirmed payment writes one e-mail to the donor, in the language
// they gave (the checkout's ?lang=) or their account's, with the amount as the site formats it,
// the campaign and the certificate's link; a confirmation delivered again writes none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("receipt.owner");
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const receipts = (to: string) =>
  t.deps.db
    .selectFrom("email_outbox")
    .select(["subject", "body", "html"])
    .where("to_address", "=", to)
    .where("template", "=", "donation_receipt")
    .execute();

describe("the donor's receipt", () => {
  it("reaches a guest once, in the language of the checkout, with the certificate's link", async () => {
    const campaign = await t.campaign(owner.id, { name: "Gemeinschaftsgarten Plovdiv" });
    const reply = await t.call("POST", `/api/v2/campaign/${campaign.id}/donation?lang=de`, {
      body: {
        amount: 5000,
        tip: 0,
        currency: 1,
        payment_method: "STRIPE",
        is_anon: false,
        donator_type: "OTHER",
        donator_name: "Jonas Weber",
        email: "jonas.weber@example.test",
        return_url: "https://causeway.example/checkout",
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const donation = reply.body.response.donation;
    await t.payments.drain();
    const [receipt, ...more] = await receipts("jonas.weber@example.test");
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe("Vielen Dank für Ihre Spende an Gemeinschaftsgarten Plovdiv");
    expect(receipt?.body).toMatch(/^Guten Tag Jonas Weber,/);
    // 5 000 minor units of the campaign's currency, as the site writes them in German.
    expect(receipt?.body).toContain("50,00");
    const certificate = `/api/v2/donation/${donation.id}/certificate.pdf?payment_id=${donation.payment_id}`;
    expect(receipt?.body).toContain(certificate);
    expect(receipt?.html).toContain(`${certificate}"`);
    expect(receipt?.html).toContain(">Bescheinigung herunterladen (PDF)<");

    // The provider delivers the confirmation again: the donation is PROCESSED already, no mail.
    expect(await t.payments.settle(donation.payment_id, "PROCESSED")).toBe(true);
    expect(await receipts("jonas.weber@example.test")).toHaveLength(1);
  });

  it("writes to a member in their account's language when the checkout named none", async () => {
    const donor = await t.signup("receipt.donor");
    await t.deps.db
      .updateTable("users")
      .set({ language: "bg" })
      .where("id", "=", donor.id)
      .execute();
    const campaign = await t.campaign(owner.id, { name: "Градина" });
    const reply = await t.call("POST", `/api/v2/campaign/${campaign.id}/donation`, {
      token: donor.token,
      body: {
        amount: 1250,
        tip: 0,
        currency: 1,
        payment_method: "STRIPE",
        is_anon: false,
        donator_type: "USER",
        return_url: "https://causeway.example/checkout",
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    await t.payments.drain();
    const [receipt] = await receipts(donor.email);
    expect(receipt?.subject).toBe("Благодарим ви за дарението за Градина");
  });
});
