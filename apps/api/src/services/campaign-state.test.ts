// The campaign services on their own (routes/campaigns/ is tested through HTTP in
// test/campaigns.test.ts and the contract tests): following, state changes and their
// notifications, shares, the lists' order and totals, and the story and details rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { HttpError } from "../lib/errors";
import { campaignsInFavour, listCampaigns, raised } from "./campaign-lists";
import { checkDetails, storyOf } from "./campaign-rules";
import {
  addShare,
  deleteCampaign,
  followState,
  setCampaignState,
  toggleFollow,
  verifyCampaign,
} from "./campaign-state";

let t: TestServer;
let owner: { id: number };
let fan: { id: number };

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("cs-owner");
  fan = await t.signup("cs-fan");
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const notifications = async (userId: number) =>
  (
    await t.deps.db
      .selectFrom("notifications")
      .select("type")
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute()
  ).map((n) => n.type);

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error.body.message;
    throw error;
  }
  return null;
};

describe("following", () => {
  it("follows, then unfollows, counting the campaign's followers", async () => {
    const c = await t.campaign(owner.id);
    expect(await followState(t.deps.db, c.id, fan.id)).toEqual({
      is_followed: false,
      followers_count: 0,
    });
    expect(await toggleFollow(t.deps, c, fan.id)).toEqual({
      is_followed: true,
      followers_count: 1,
    });
    expect(await toggleFollow(t.deps, c, owner.id)).toEqual({
      is_followed: true,
      followers_count: 2,
    });
    expect(await toggleFollow(t.deps, c, fan.id)).toEqual({
      is_followed: false,
      followers_count: 1,
    });
  });
});

describe("state changes", () => {
  it("notifies the owner of each change once, and of deletion", async () => {
    const user = await t.signup("cs-states");
    const c = await t.campaign(user.id, { verified: false, active: true });
    const verified = await verifyCampaign(t.deps, c);
    expect(verified.verified).toBe(true);
    await verifyCampaign(t.deps, verified);
    const off = await setCampaignState(t.deps, verified, { active: false });
    expect(off.active).toBe(false);
    await setCampaignState(t.deps, off, { active: false });
    const done = await setCampaignState(t.deps, off, { successful: true });
    expect(done.successful).toBe(true);
    await deleteCampaign(t.deps, done);
    expect(await notifications(user.id)).toEqual([
      "CAMPAIGN_VERIFIED",
      "CAMPAIGN_DEACTIVATED",
      "CAMPAIGN_SUCCEEDED",
      "CAMPAIGN_DELETED",
    ]);
  });

  it("counts a share on the campaign and its day; none for a deleted campaign", async () => {
    const c = await t.campaign(owner.id);
    expect(await addShare(t.deps, c.id)).toBe(true);
    expect(await addShare(t.deps, c.id)).toBe(true);
    const row = await t.deps.db
      .selectFrom("campaigns")
      .select("share_count")
      .where("id", "=", c.id)
      .executeTakeFirstOrThrow();
    expect(row.share_count).toBe(2);
    const day = await t.deps.db
      .selectFrom("campaign_daily_stats")
      .select("shares")
      .where("campaign_id", "=", c.id)
      .executeTakeFirstOrThrow();
    expect(day.shares).toBe(2);
    await deleteCampaign(t.deps, c);
    expect(await addShare(t.deps, c.id)).toBe(false);
    expect(await addShare(t.deps, 999_999)).toBe(false);
  });
});

describe("lists", () => {
  it("pages a listing by what campaigns raised, with the listing's total", async () => {
    const lister = await t.signup("cs-lister");
    const small = await t.campaign(lister.id, { donations: [1_000] });
    const big = await t.campaign(lister.id, { donations: [5_000, 5_000] });
    const none = await t.campaign(lister.id);
    const build = (q: Parameters<Parameters<typeof listCampaigns>[1]>[0]) =>
      q
        .where("campaigns.created_by", "=", lister.id)
        .orderBy(raised, "desc")
        .orderBy("campaigns.id");
    const first = await listCampaigns(t.deps.db, build, { offset: 0, limit: 2 }, null);
    expect(first.total).toBe(3);
    expect(first.campaigns.map((c) => c.id)).toEqual([big.id, small.id]);
    const rest = await listCampaigns(t.deps.db, build, { offset: 2, limit: 2 }, null);
    expect(rest.campaigns.map((c) => c.id)).toEqual([none.id]);
  });

  it("finds the campaigns in favour of one, and none for a missing one", async () => {
    const target = await t.campaign(owner.id);
    const helper = await t.campaign(owner.id);
    await t.deps.db
      .updateTable("campaigns")
      .set({ in_favour_of: target.id })
      .where("id", "=", helper.id)
      .execute();
    const found = await campaignsInFavour(t.deps.db, target.id, null);
    expect(found?.campaigns.map((c) => c.id)).toEqual([helper.id]);
    expect(found?.total).toBe(1);
    expect(await campaignsInFavour(t.deps.db, 999_999, null)).toBeUndefined();
  });
});

describe("rules", () => {
  it("keeps a story with text, refuses one sanitised to nothing", () => {
    expect(storyOf("<p>Help us <b>now</b></p>")).toContain("Help us");
    expect(errorOf(() => storyOf("<script>alert(1)</script>"))).toEqual({
      content: expect.any(String),
    });
  });

  it("refuses an unknown currency or category in the details", async () => {
    const details = { currency: 1, category: 1, type: "medical" as const };
    const body = details as Parameters<typeof checkDetails>[1];
    await expect(checkDetails(t.deps.db, body)).resolves.toMatchObject({ id: 1 });
    await expect(checkDetails(t.deps.db, { ...body, currency: 999 })).rejects.toMatchObject({
      status: 400,
    });
    await expect(checkDetails(t.deps.db, { ...body, category: 999 })).rejects.toMatchObject({
      status: 400,
    });
  });
});
