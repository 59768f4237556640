// A member's donation sums on their own (routes/users/donations.ts is tested through HTTP in
// test/profile-donations.test.ts and the contract tests), and the e-mail links' checksums.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { checksumOk, subscriptionsOf, unsubscribeChecksum } from "./subscriptions";
import { donationYears, earnedTotals, givenByCategory, givenTotals } from "./user-donations";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

let payments = 0;
async function give(donor: number, campaignId: number, amount: number, anon = false) {
  payments += 1;
  await t.deps.db
    .insertInto("donations")
    .values({
      campaign_id: campaignId,
      donor_user_id: donor,
      donator_type: "USER",
      is_anon: anon,
      payment_status: "PROCESSED",
      payment_id: `ud_${payments}`,
      payment_method: "STRIPE",
      amount,
      currency_id: 1,
      initiated_amount: amount,
      initiated_currency_id: 1,
    })
    .execute();
}

const userRow = (id: number) =>
  t.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("a member's donations", () => {
  it("sums what they gave, anonymous gifts only for themself, and what their campaigns raised", async () => {
    const owner = await t.signup("ud-owner");
    const donor = await t.signup("ud-donor");
    const c = await t.campaign(owner.id, { donations: [5_000] });
    await give(donor.id, c.id, 1_000);
    await give(donor.id, c.id, 2_000, true);
    const row = await userRow(donor.id);
    expect((await givenTotals(t.deps.db, row, true)).map((a) => a.amount)).toEqual([3_000]);
    expect((await givenTotals(t.deps.db, row, false)).map((a) => a.amount)).toEqual([1_000]);
    const byCategory = await givenByCategory(t.deps.db, row, false);
    expect(byCategory.map((r) => [r.category.id, r.amount])).toEqual([[1, 1_000]]);
    const earned = await earnedTotals(t.deps.db, await userRow(owner.id));
    expect(earned.map((a) => a.amount)).toEqual([8_000]);
    expect(await donationYears(t.deps.db, donor.id)).toEqual([new Date().getUTCFullYear()]);
    expect(await donationYears(t.deps.db, owner.id)).toEqual([]);
  });
});

describe("e-mail links", () => {
  it("accepts the checksum of its user and scope only", () => {
    const sum = unsubscribeChecksum("secret", 7, "subscriptions");
    expect(sum).toMatch(/^[0-9a-f]{32}$/);
    expect(checksumOk("secret", 7, "subscriptions", sum)).toBe(true);
    expect(checksumOk("secret", 8, "subscriptions", sum)).toBe(false);
    expect(checksumOk("secret", 7, "weekly", sum)).toBe(false);
    expect(checksumOk("other", 7, "subscriptions", sum)).toBe(false);
    expect(checksumOk("secret", 7, "subscriptions", sum.slice(1))).toBe(false);
  });

  it("reads a type not stored as subscribed", async () => {
    const member = await t.signup("ud-subscriber");
    const row = await userRow(member.id);
    const types = subscriptionsOf({ ...row, email_subscriptions: {} });
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((s) => s.subscribed)).toBe(true);
    const first = types[0]?.type ?? "";
    const off = subscriptionsOf({ ...row, email_subscriptions: { [first]: false } });
    expect(off.find((s) => s.type === first)?.subscribed).toBe(false);
  });
});
