import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

// Holding a donation's payment id is enough to read it and its certificate, so the id goes only
// to the donor, staff, and the caller who already holds it (the checkout page); others see "".

type Member = Awaited<ReturnType<TestServer["signup"]>>;
let t: TestServer;
let owner: Member;
let donor: Member;
let stranger: Member;
let admin: Member;
let campaignId: number;
let mine: { id: number; payment_id: string };
let guests: { id: number; payment_id: string };

const body = (over: Record<string, unknown> = {}) => ({
  amount: 3000,
  tip: 0,
  currency: 1,
  payment_method: "STRIPE",
  is_anon: false,
  donator_type: "USER",
  return_url: "https://causeway.example/checkout",
  ...over,
});

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("owner");
  donor = await t.signup("donor");
  stranger = await t.signup("stranger");
  admin = await t.signup("admin", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
  campaignId = (await t.campaign(owner.id)).id;
  const own = await t.call("POST", `/api/v2/campaign/${campaignId}/donation`, {
    token: donor.token,
    body: body(),
  });
  const guest = await t.call("POST", `/api/v2/campaign/${campaignId}/donation`, {
    body: body({ donator_type: "OTHER", donator_name: "Guest Giver", email: "g@example.test" }),
  });
  expect([own.status, guest.status]).toEqual([201, 201]);
  mine = own.body.response.donation;
  guests = guest.body.response.donation;
  await t.payments.drain();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const tokenOf = (who: string) =>
  ({
    guest: null,
    stranger: stranger.token,
    owner: owner.token,
    donor: donor.token,
    admin: admin.token,
  })[who] ?? null;

/** payment_id of each donation in a list, by donation id. */
async function idsIn(path: string, who: string) {
  const reply = await t.call("GET", path, { token: tokenOf(who) });
  expect(reply.status).toBe(200);
  const list: { id: number; payment_id: string }[] = reply.body.response.donations;
  return new Map(list.map((d) => [d.id, d.payment_id]));
}

describe("a donation's payment_id", () => {
  it("is answered to the donation's creator, who then reads it with ?payment_id (checkout)", async () => {
    expect(mine.payment_id).not.toBe("");
    expect(guests.payment_id).not.toBe("");
    const back = await t.call(
      "GET",
      `/api/v2/donation/${guests.id}?payment_id=${guests.payment_id}`,
    );
    expect(back.status).toBe(200);
    expect(back.body.response).toMatchObject({
      payment_status: "PROCESSED",
      payment_id: guests.payment_id,
    });
    const pdf = await t.call(
      "GET",
      `/api/v2/donation/${guests.id}/certificate.pdf?payment_id=${guests.payment_id}`,
    );
    expect(pdf.status).toBe(200);
  });

  it.each(["guest", "stranger", "owner"])(
    "is empty in the campaign's list for a %s",
    async (who) => {
      const ids = await idsIn(`/api/v2/campaign/${campaignId}/donations`, who);
      expect(ids.get(mine.id)).toBe("");
      expect(ids.get(guests.id)).toBe("");
    },
  );

  it.each(["guest", "stranger", "owner"])(
    "is empty in the donor's own list for a %s",
    async (who) => {
      const ids = await idsIn(`/api/v2/user/${donor.id}/donations`, who);
      expect(ids.get(mine.id)).toBe("");
    },
  );

  it("is empty in GET /donation/{id} for the campaign owner; a guest or stranger cannot read it", async () => {
    const asOwner = await t.call("GET", `/api/v2/donation/${mine.id}`, { token: owner.token });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.response.payment_id).toBe("");
    expect((await t.call("GET", `/api/v2/donation/${mine.id}`)).status).toBe(403);
    const asStranger = await t.call("GET", `/api/v2/donation/${mine.id}`, {
      token: stranger.token,
    });
    expect(asStranger.status).toBe(403);
    const guessed = await t.call("GET", `/api/v2/donation/${mine.id}?payment_id=wrong`, {
      token: stranger.token,
    });
    expect(guessed.status).toBe(403);
  });

  it("is shown to the donor: in both lists (their own donations only) and in GET", async () => {
    const campaignList = await idsIn(`/api/v2/campaign/${campaignId}/donations`, "donor");
    expect(campaignList.get(mine.id)).toBe(mine.payment_id);
    expect(campaignList.get(guests.id)).toBe("");
    expect((await idsIn(`/api/v2/user/${donor.id}/donations`, "donor")).get(mine.id)).toBe(
      mine.payment_id,
    );
    const one = await t.call("GET", `/api/v2/donation/${mine.id}`, { token: donor.token });
    expect(one.body.response.payment_id).toBe(mine.payment_id);
  });

  it("is shown to an admin, in lists and in GET", async () => {
    const campaignList = await idsIn(`/api/v2/campaign/${campaignId}/donations`, "admin");
    expect(campaignList.get(mine.id)).toBe(mine.payment_id);
    expect(campaignList.get(guests.id)).toBe(guests.payment_id);
    expect((await idsIn(`/api/v2/user/${donor.id}/donations`, "admin")).get(mine.id)).toBe(
      mine.payment_id,
    );
    const one = await t.call("GET", `/api/v2/donation/${guests.id}`, { token: admin.token });
    expect(one.body.response.payment_id).toBe(guests.payment_id);
  });
});
