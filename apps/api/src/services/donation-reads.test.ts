// Reading donations on their own: who may read one, a campaign's list, the thank-you (the routes
// are tested through HTTP in test/payment-id.test.ts, test/certificate*.test.ts and the contract
// tests).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import type { DonationRow } from "../db/schema";
import {
  campaignDonations,
  donatorTypes,
  ownersDonation,
  readableDonation,
  sendThankYou,
} from "./donation-reads";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

let payments = 0;
async function give(
  campaignId: number,
  values: Partial<Pick<DonationRow, "donor_user_id" | "donator_type" | "email" | "amount">> = {},
) {
  payments += 1;
  return t.deps.db
    .insertInto("donations")
    .values({
      campaign_id: campaignId,
      donor_user_id: values.donor_user_id ?? null,
      donator_type: values.donator_type ?? "OTHER",
      donator_name: "Donor",
      email: values.email ?? null,
      payment_status: "PROCESSED",
      payment_id: `dr_${payments}`,
      payment_method: "STRIPE",
      amount: values.amount ?? 1_000,
      currency_id: 1,
      initiated_amount: values.amount ?? 1_000,
      initiated_currency_id: 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const userRow = (id: number) =>
  t.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const status = (work: Promise<unknown>) =>
  work.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe("readableDonation", () => {
  it("lets the donor, the owner, staff and the payment id's holder read it; no one else", async () => {
    const owner = await userRow((await t.signup("dr-owner")).id);
    const donor = await userRow((await t.signup("dr-donor")).id);
    const stranger = await userRow((await t.signup("dr-stranger")).id);
    const admin = await userRow((await t.signup("dr-admin", { roles: ["ROLE_ADMIN"] })).id);
    const c = await t.campaign(owner.id);
    const row = await give(c.id, { donor_user_id: donor.id, donator_type: "USER" });
    const read = (user: typeof owner | undefined, heldPaymentId?: string) =>
      status(readableDonation(t.deps.db, row.id, { user, heldPaymentId }));
    expect(await read(donor)).toBe(200);
    expect(await read(owner)).toBe(200);
    expect(await read(admin)).toBe(200);
    expect(await read(undefined, row.payment_id)).toBe(200);
    expect(await read(stranger)).toBe(403);
    expect(await read(undefined)).toBe(403);
    expect(await read(stranger, "dr_wrong")).toBe(403);
    expect(
      await status(readableDonation(t.deps.db, 999_999, { user: admin, heldPaymentId: undefined })),
    ).toBe(404);
  });
});

describe("a campaign's donations", () => {
  it("keeps the known donator types of a filter list, in any case", () => {
    expect(donatorTypes(" user,Other , robot,,CAMPAIGN")).toEqual(["USER", "OTHER", "CAMPAIGN"]);
    expect(donatorTypes(undefined)).toEqual([]);
  });

  it("lists processed donations of the types asked (all for none), newest or largest first", async () => {
    const owner = await t.signup("dr-lister");
    const c = await t.campaign(owner.id);
    const small = await give(c.id, { amount: 500, donator_type: "ORGANIZATION" });
    const large = await give(c.id, { amount: 9_000 });
    const pending = await give(c.id, { amount: 50_000 });
    await t.deps.db
      .updateTable("donations")
      .set({ payment_status: "PROCESSING" })
      .where("id", "=", pending.id)
      .execute();
    const ids = async (order: "newest" | "amount", types: string[]) => {
      const page = (await campaignDonations(
        t.deps.db,
        c.id,
        { order, types, states: "processed" },
        { offset: 0, limit: 10 },
        "http://localhost:3000",
        {},
      )) as { donations: { id: number }[] };
      return page.donations.map((d) => d.id);
    };
    expect(await ids("amount", [])).toEqual([large.id, small.id]);
    expect(await ids("amount", ["ORGANIZATION"])).toEqual([small.id]);
    expect((await ids("newest", [])).sort()).toEqual([large.id, small.id].sort());
  });
});

describe("the thank-you e-mail", () => {
  it("goes to the donation's address, else its member's; none is a 400; it marks the donation", async () => {
    const owner = await t.signup("dr-thanker");
    const member = await t.signup("dr-thanked");
    const c = await t.campaign(owner.id);
    const byAddress = await give(c.id, { email: "given@example.test" });
    const byMember = await give(c.id, { donor_user_id: member.id, donator_type: "USER" });
    const nobody = await give(c.id);
    const thank = async (id: number) => {
      const { row, campaign } = await ownersDonation(t.deps.db, id, owner.id);
      return status(sendThankYou(t.deps, row, campaign, "Thank you!"));
    };
    expect(await thank(byAddress.id)).toBe(200);
    expect(await thank(byMember.id)).toBe(200);
    expect(await thank(nobody.id)).toBe(400);
    const sent = await t.deps.db
      .selectFrom("email_outbox")
      .select(["to_address", "subject", "body"])
      .where("template", "=", "thank_you")
      .where("to_address", "in", ["given@example.test", member.email])
      .orderBy("id")
      .execute();
    expect(sent.map((m) => [m.to_address, m.subject])).toEqual([
      ["given@example.test", `Thank you from ${c.name}`],
      [member.email, `Thank you from ${c.name}`],
    ]);
    // The owner's words, framed: who writes, then the message as they typed it.
    for (const mail of sent) {
      expect(mail.body).toMatch(new RegExp(`^The campaign “${c.name}” wrote to you`));
      expect(mail.body).toContain("\n\nThank you!\n");
    }
    const thanked = await t.deps.db
      .selectFrom("donations")
      .select(["id", "thank_you"])
      .where("campaign_id", "=", c.id)
      .orderBy("id")
      .execute();
    expect(thanked.map((d) => d.thank_you)).toEqual([true, true, false]);
  });

  it("is only the campaign owner's to send", async () => {
    const owner = await t.signup("dr-own");
    const other = await t.signup("dr-not-own");
    const c = await t.campaign(owner.id);
    const row = await give(c.id, { email: "x@example.test" });
    expect(await status(ownersDonation(t.deps.db, row.id, other.id))).toBe(403);
    expect(await status(ownersDonation(t.deps.db, 999_999, owner.id))).toBe(404);
  });
});
