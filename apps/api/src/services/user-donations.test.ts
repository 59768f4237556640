// A member's donations on their own: who sees them, their page, their sums (routes/users/donations.ts
// is tested through HTTP in test/profile-donations.test.ts and the contract tests).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import {
  canSeeDonations,
  donationYears,
  earnedTotals,
  givenByCategory,
  givenDonations,
  givenTotals,
} from "./user-donations";

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

describe("who sees a member's donations, and their page", () => {
  it("the member's choice, else only themself and staff", async () => {
    const member = await userRow((await t.signup("ud-shy")).id);
    const other = await userRow((await t.signup("ud-curious")).id);
    const admin = await userRow((await t.signup("ud-staff", { roles: ["ROLE_ADMIN"] })).id);
    const hidden = { ...member, donations_visible: false };
    expect(canSeeDonations(hidden, member)).toBe(true);
    expect(canSeeDonations(hidden, admin)).toBe(true);
    expect(canSeeDonations(hidden, other)).toBe(false);
    expect(canSeeDonations(hidden, undefined)).toBe(false);
    expect(canSeeDonations({ ...member, donations_visible: true }, undefined)).toBe(true);
  });

  it("pages their processed donations newest first; anonymous ones only for themself", async () => {
    const owner = await t.signup("ud-page-owner");
    const donor = await userRow((await t.signup("ud-page-donor")).id);
    const c = await t.campaign(owner.id);
    await give(donor.id, c.id, 1_000);
    await give(donor.id, c.id, 2_000, true);
    const page = async (own: boolean, year?: number) =>
      (
        (await givenDonations(
          t.deps.db,
          donor,
          { own, year },
          { offset: 0, limit: 10 },
          "http://localhost:3000",
          {},
        )) as { donations: { amount: number }[] }
      ).donations.map((d) => d.amount);
    expect(await page(true)).toEqual([2_000, 1_000]);
    expect(await page(false)).toEqual([1_000]);
    expect(await page(true, new Date().getUTCFullYear())).toEqual([2_000, 1_000]);
    expect(await page(true, 2001)).toEqual([]);
  });
});
