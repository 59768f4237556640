import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

// A profile shows the donations the donor made public and hides the others (issue 14): what is
// said about a donor's giving to anyone but themself (their list, their total, a business's
// donations by cause) leaves out what they gave anonymously, and everything when they keep their
// donations private. The donor sees all of it.

type Member = Awaited<ReturnType<TestServer["signup"]>>;
let t: TestServer;
let donor: Member;
let stranger: Member;

beforeAll(async () => {
  t = await startTestServer();
  const owner = await t.signup("owner");
  donor = await t.signup("donor");
  stranger = await t.signup("stranger");
  const campaign = await t.campaign(owner.id);
  let n = 0;
  for (const [amount, anonymous] of [
    [3000, false],
    [2000, true],
  ] as const) {
    n += 1;
    await t.deps.db
      .insertInto("donations")
      .values({
        campaign_id: campaign.id,
        donor_user_id: donor.id,
        donator_type: "USER",
        is_anon: anonymous,
        payment_status: "PROCESSED",
        payment_id: `profile_${n}`,
        payment_method: "STRIPE",
        amount,
        currency_id: campaign.currency_id,
        initiated_amount: amount,
        initiated_currency_id: campaign.currency_id,
      })
      .execute();
  }
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const read = async (path: string, token: string | null) => {
  const reply = await t.call("GET", path, { token });
  expect(reply.status).toBe(200);
  return reply.body.response;
};
const total = async (token: string | null) =>
  (await read(`/api/v2/user/${donor.id}/total-donations-amount`, token)).amounts.map(
    (entry: { amount: number }) => entry.amount,
  );
const causes = async (token: string | null) =>
  (await read(`/api/v2/user/${donor.id}/business-donation-categories`, token)).categories.map(
    (entry: { amount: number }) => entry.amount,
  );
const listed = async (token: string | null) =>
  (await read(`/api/v2/user/${donor.id}/donations`, token)).donations.map(
    (entry: { amount: number }) => entry.amount,
  );

describe("a donor's giving as others see it", () => {
  it("leaves out the anonymous donation for a guest and another member: list, total and causes", async () => {
    for (const token of [null, stranger.token]) {
      expect(await listed(token)).toEqual([3000]);
      expect(await total(token)).toEqual([3000]);
      expect(await causes(token)).toEqual([3000]);
    }
  });

  it("shows the donor every donation, the anonymous one included", async () => {
    expect((await listed(donor.token)).sort()).toEqual([2000, 3000]);
    expect(await total(donor.token)).toEqual([5000]);
    expect(await causes(donor.token)).toEqual([5000]);
  });

  it("shows others nothing once the donor keeps their donations private", async () => {
    const hide = await t.call("PUT", `/api/v2/user/${donor.id}/donations-visibility`, {
      token: donor.token,
      body: { visibility: false },
    });
    expect(hide.status).toBe(200);
    for (const token of [null, stranger.token]) {
      expect(await listed(token)).toEqual([]);
      expect(await total(token)).toEqual([]);
      expect(await causes(token)).toEqual([]);
    }
    expect(await total(donor.token)).toEqual([5000]);
  });
});
