// The owner's thank-you to a donor (issue 28; the spec's POST /campaign/donations/{id}/thank-you-email):
// it reaches the donor once, in the language they gave in, and only for a paid donation; two sent
// at once write one e-mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("thanks.owner");
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const thankYous = (to: string) =>
  t.deps.db
    .selectFrom("email_outbox")
    .select(["subject", "body"])
    .where("to_address", "=", to)
    .where("template", "=", "thank_you")
    .execute();

/** A guest's donation to a new campaign of the owner's, paid unless `paid` is false. */
async function donation(email: string, { paid = true, lang = "en" } = {}) {
  const campaign = await t.campaign(owner.id, { name: `Garden ${email}` });
  const reply = await t.call("POST", `/api/v2/campaign/${campaign.id}/donation?lang=${lang}`, {
    body: {
      amount: 2000,
      tip: 0,
      currency: 1,
      payment_method: "STRIPE",
      is_anon: true,
      donator_type: "OTHER",
      donator_name: "Ana",
      email,
      return_url: "https://causeway.example/checkout",
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  if (paid) await t.payments.drain();
  return { campaign, id: reply.body.response.donation.id as number };
}

const thank = (id: number, message: string, token = owner.token) =>
  t.call("POST", `/api/v2/campaign/donations/${id}/thank-you-email`, {
    token,
    body: { message },
  });

describe("the owner's thank-you", () => {
  it("reaches the donor once, in the checkout's language, and the donation says thanked", async () => {
    const { campaign, id } = await donation("ana.thanks@example.test", { lang: "es" });
    const sent = await thank(id, "Gracias, Ana: the garden opens in May.");
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail, ...more] = await thankYous("ana.thanks@example.test");
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(campaign.name);
    expect(mail?.body).toContain("Gracias, Ana: the garden opens in May.");
    // Written in Spanish: the language the anonymous guest gave in.
    expect(mail?.body).toContain(`«${campaign.name}»`);

    const list = await t.call("GET", `/api/v2/campaign/${campaign.id}/donations?offset=0&limit=8`);
    expect(list.body.response.donations[0]).toMatchObject({ id, thank_you: true });

    const again = await thank(id, "Once more");
    expect(again.status).toBe(400);
    expect(again.body.message).toEqual({ message: "donation.thank_you.already_sent" });
    expect(await thankYous("ana.thanks@example.test")).toHaveLength(1);
  });

  it("sends one e-mail when two thank-yous arrive at once", async () => {
    const { id } = await donation("twice.thanks@example.test");
    const replies = await Promise.all([thank(id, "Thank you!"), thank(id, "Thank you!!")]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(await thankYous("twice.thanks@example.test")).toHaveLength(1);
  });

  it("is refused for a donation not paid yet, and for anyone but the owner", async () => {
    const unpaid = await donation("unpaid.thanks@example.test", { paid: false });
    const early = await thank(unpaid.id, "Thank you!");
    expect(early.status).toBe(400);
    expect(early.body.message).toEqual({ message: "donation.thank_you.not_paid" });

    const paid = await donation("other.thanks@example.test");
    const stranger = await t.signup("thanks.stranger");
    expect((await thank(paid.id, "Thank you!", stranger.token)).status).toBe(403);
    expect(await thankYous("unpaid.thanks@example.test")).toEqual([]);
    expect(await thankYous("other.thanks@example.test")).toEqual([]);
  });
});
