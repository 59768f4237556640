// A donation's checkout on its own: who may give, the payload's rules under its field names, the
// amounts in the campaign's currency (the endpoint is tested through HTTP in
// test/payments.test.ts, test/donation-limits.test.ts and the contract tests).
import { DONATE_MESSAGE } from "@causeway/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import type { CampaignRow, CurrencyRow, UserRow } from "../db/schema";
import {
  assertDonor,
  assertTakesDonations,
  type DonationPayload,
  donationErrors,
  toCampaignCurrency,
} from "./donation-checkout";
import { currencies } from "./present";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const payload = (over: Partial<DonationPayload> = {}): DonationPayload => ({
  amount: 1_000,
  tip: 0,
  currency: 1,
  payment_method: "STRIPE",
  is_anon: false,
  donator_type: "USER",
  return_url: "https://causeway.example/back",
  ...over,
});

const userRow = (id: number) =>
  t.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The thrown error's status and body, or null. */
async function refusal(work: () => unknown) {
  try {
    await work();
    return null;
  } catch (error) {
    const e = error as { status?: number; body?: { message?: unknown } };
    return { status: e.status, message: e.body?.message };
  }
}

describe("who may give", () => {
  it("only to a verified, active, unfinished campaign, and not its owner", async () => {
    const owner = await userRow((await t.signup("co-owner")).id);
    const donor = await userRow((await t.signup("co-donor")).id);
    const c = await t.campaign(owner.id);
    expect(await refusal(() => assertTakesDonations(c, donor))).toBeNull();
    expect(await refusal(() => assertTakesDonations(c, null))).toBeNull();
    const closed = { status: 403, message: "donation.validator.campaign_not_verified" };
    for (const over of [{ verified: false }, { active: false }, { finished: true }])
      expect(
        await refusal(() => assertTakesDonations({ ...c, ...over } as CampaignRow, donor)),
      ).toEqual(closed);
    expect(await refusal(() => assertTakesDonations(c, owner))).toEqual({
      status: 403,
      message: "donation.validator.own_campaign",
    });
  });

  it("as USER only signed in, OTHER or ORGANIZATION with a name, CAMPAIGN from their own", async () => {
    const donor = await userRow((await t.signup("co-giver")).id);
    const other = await t.signup("co-stranger");
    const mine = await t.campaign(donor.id);
    const theirs = await t.campaign(other.id);
    const db = t.deps.db;
    expect(await refusal(() => assertDonor(db, payload(), donor))).toBeNull();
    expect(await refusal(() => assertDonor(db, payload(), null))).toEqual({
      status: 400,
      message: { donator_type: "validation.invalid" },
    });
    expect(
      await refusal(() => assertDonor(db, payload({ donator_type: "ORGANIZATION" }), null)),
    ).toEqual({
      status: 400,
      message: { donator_name: DONATE_MESSAGE.name },
    });
    const from = (campaign_from?: number) =>
      assertDonor(db, payload({ donator_type: "CAMPAIGN", campaign_from }), donor);
    expect(await refusal(() => from(mine.id))).toBeNull();
    const invalid = { status: 400, message: { campaign_from: "validation.invalid" } };
    expect(await refusal(() => from(theirs.id))).toEqual(invalid);
    expect(await refusal(() => from(undefined))).toEqual(invalid);
  });
});

describe("the payload's rules", () => {
  it("answer under the payload's field names, a guest's name and e-mail required", async () => {
    const cur = await currencies(t.deps.db);
    const eur = cur.get(1) as CurrencyRow;
    const member = { id: 1 } as UserRow;
    expect(donationErrors(payload(), eur, cur, member)).toEqual({});
    expect(
      donationErrors(
        payload({ payment_method: "NOT_A_METHOD", donator_type: "OTHER" }),
        eur,
        cur,
        null,
      ),
    ).toEqual({
      payment_method: DONATE_MESSAGE.method,
      donator_name: DONATE_MESSAGE.name,
      email: DONATE_MESSAGE.email,
    });
    expect(donationErrors(payload({ amount: eur.min_value - 1 }), eur, cur, member)).toEqual({
      amount: DONATE_MESSAGE.amountMin,
    });
    // A member's e-mail is optional, but checked when given.
    expect(donationErrors(payload({ email: "not-an-address" }), eur, cur, member)).toEqual({
      email: DONATE_MESSAGE.email,
    });
  });
});

describe("toCampaignCurrency", () => {
  const currency = (id: number, rate: number) =>
    ({ id, rate_to_payout_micros: rate }) as CurrencyRow;
  const cur = new Map([
    [1, currency(1, 1_000_000)],
    [2, currency(2, 333_333)],
    [3, currency(3, 2_000_000)],
  ]);

  it("keeps an amount in the campaign's own currency, else converts through the payout currency", () => {
    // Not there and back: 1,000 of currency 2 would come back as 999.
    expect(toCampaignCurrency(1_000, currency(2, 333_333), 2, cur)).toBe(1_000);
    // 1,000 at 0.333333 is 333 in the payout currency; at 2 per unit, 166 of the campaign's.
    expect(toCampaignCurrency(1_000, currency(2, 333_333), 3, cur)).toBe(166);
    expect(toCampaignCurrency(1_000, currency(3, 2_000_000), 1, cur)).toBe(2_000);
    // A campaign currency not known converts at par with the payout currency.
    expect(toCampaignCurrency(1_000, currency(2, 333_333), 99, cur)).toBe(333);
  });
});
