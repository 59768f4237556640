// Issue 25: a campaign's owner hears of new followers, a post's author of karma and comments (001
// §4 receive-user-follower carries the notification's id), grouped: one notification a campaign or
// post and kind ("Maria and 3 others …"), not one per action.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
type Member = Awaited<ReturnType<TestServer["signup"]>>;
let owner: Member;
let ana: Member;
let boris: Member;
let chen: Member;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("owner");
  ana = await t.signup("ana");
  boris = await t.signup("boris");
  chen = await t.signup("chen");
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

interface Listed {
  id: number;
  type: string;
  text: string;
  seen: boolean;
  read: boolean;
  data: Record<string, unknown> & {
    actor?: { id: number; username: string; name: string };
    others?: number;
  };
}

/** The owner's notifications of `type`, newest first, and the bell's count of unseen ones. */
async function told(type: string, member: Member = owner) {
  const reply = await t.call("GET", "/api/v2/notifications?limit=100", { token: member.token });
  expect(reply.status).toBe(200);
  const { notifications, meta } = reply.body.response as {
    notifications: Listed[];
    meta: { total: number; total_seen: number };
  };
  return {
    list: notifications.filter((n) => n.type === type),
    first: notifications[0],
    unseen: meta.total - meta.total_seen,
  };
}

const seeAll = (member: Member = owner) =>
  t.call("PUT", "/api/v1/notification/seen", { token: member.token });
const follow = (member: Member, campaignId: number) =>
  t.call("POST", `/api/v2/campaign/${campaignId}/follow`, { token: member.token });
const eventsTo = (userId: number, event: string) =>
  t.realtime.events.filter((e) => e.to === userId && e.event === event);

async function ownersPost(title: string) {
  const created = await t.call("POST", "/api/v2/post", {
    token: owner.token,
    body: { title, is_anonymous: false, content: `<p>${title}</p>`, image_ids: [] },
  });
  expect(created.status).toBe(201);
  return created.body.response as { id: number; slug: string };
}

describe("new followers of a campaign", () => {
  it("tell its owner, once a campaign: the latest follower named, the others counted", async () => {
    const campaign = await t.campaign(owner.id, { name: "A roof for the school" });
    await seeAll();
    const before = (await told("CAMPAIGN_FOLLOWED")).unseen;

    expect((await follow(ana, campaign.id)).status).toBe(200);
    let now = await told("CAMPAIGN_FOLLOWED");
    expect(now.list).toHaveLength(1);
    const first = now.list[0] as Listed;
    expect(first).toMatchObject({
      text: "notification.campaign.followed",
      seen: false,
      data: {
        campaign_name: "A roof for the school",
        slug: campaign.slug,
        campaign_id: campaign.id,
        actor: { id: ana.id, username: ana.username, name: "ana Tester" },
        others: 0,
      },
    });
    expect(now.unseen).toBe(before + 1);
    // The spec's event carries the notification's id (001 §4).
    expect(eventsTo(owner.id, "receive-user-follower").at(-1)?.payload).toEqual({
      followerID: ana.id,
      isFollowing: true,
      notificationID: first.id,
    });

    // The owner opens the bell; two more follow: the same notification, on top and new again.
    await seeAll();
    await follow(boris, campaign.id);
    await follow(chen, campaign.id);
    now = await told("CAMPAIGN_FOLLOWED");
    expect(now.list).toHaveLength(1);
    expect(now.first?.id).toBe(first.id);
    expect(now.list[0]).toMatchObject({
      seen: false,
      data: { actor: { id: chen.id }, others: 2 },
    });
    expect(now.unseen).toBe(1);
    expect(eventsTo(owner.id, "receive-user-follower").at(-1)?.payload).toEqual({
      followerID: chen.id,
      isFollowing: true,
      notificationID: first.id,
    });

    // Chen unfollows: out of the group; Boris is the latest again.
    await follow(chen, campaign.id);
    expect(eventsTo(owner.id, "receive-user-follower").at(-1)?.payload).toEqual({
      followerID: chen.id,
      isFollowing: false,
      notificationID: null,
    });
    expect((await told("CAMPAIGN_FOLLOWED")).list[0]?.data).toMatchObject({
      actor: { id: boris.id },
      others: 1,
    });
  });

  it("say nothing of the owner's own follow, nor of a follow after an unfollow while unread", async () => {
    const campaign = await t.campaign(owner.id);
    const count = async () => (await told("CAMPAIGN_FOLLOWED")).list.length;
    const before = await count();
    await follow(owner, campaign.id);
    expect(await count()).toBe(before);
    expect(eventsTo(owner.id, "receive-user-follower").at(-1)?.payload).toMatchObject({
      followerID: owner.id,
      notificationID: null,
    });
    await follow(ana, campaign.id);
    await follow(ana, campaign.id);
    // Unfollowed before anyone else came: the notification goes with her.
    expect(await count()).toBe(before);
    await follow(ana, campaign.id);
    expect(await count()).toBe(before + 1);
  });
});

describe("karma and comments on a post", () => {
  it("tell its author, one notification a post and kind, karma counted once a member", async () => {
    const post = await ownersPost("Ten steps today");
    const karma = (member: Member, method: "POST" | "DELETE" = "POST") =>
      t.call(method, `/api/v2/post/${post.slug}/karma`, { token: member.token });
    await karma(ana);
    await karma(boris);
    await karma(boris); // given twice: counted once
    const now = await told("POST_KARMA");
    const mine = now.list.filter((n) => n.data.post_id === post.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      text: "notification.post.karma",
      data: {
        post_slug: post.slug,
        post_title: "Ten steps today",
        author_username: owner.username,
        actor: { id: boris.id },
        others: 1,
      },
    });
    expect(eventsTo(owner.id, "notification").at(-1)?.payload).toEqual({
      notificationID: mine[0]?.id,
      type: "POST_KARMA",
    });
    // Boris takes his karma back: Ana alone.
    await karma(boris, "DELETE");
    expect((await told("POST_KARMA")).list.find((n) => n.id === mine[0]?.id)?.data).toMatchObject({
      actor: { id: ana.id },
      others: 0,
    });
  });

  it("names the latest commenter, counts each other member once, and not the author's own", async () => {
    const post = await ownersPost("Thank you all");
    const comment = (member: Member, content: string) =>
      t.call("POST", `/api/v2/post/${post.slug}/comments`, {
        token: member.token,
        body: { content },
      });
    expect((await comment(owner, "Thanks!")).status).toBe(201);
    expect((await told("POST_COMMENTED")).list.filter((n) => n.data.post_id === post.id)).toEqual(
      [],
    );
    await comment(ana, "Well done");
    await seeAll();
    await comment(chen, "Bravo");
    await comment(ana, "See you on Saturday");
    const now = await told("POST_COMMENTED");
    const mine = now.list.filter((n) => n.data.post_id === post.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      text: "notification.post.commented",
      seen: false,
      data: { actor: { id: ana.id }, others: 1 },
    });
    expect(now.first?.id).toBe(mine[0]?.id);
    const one = await t.call("GET", `/api/v1/notification/${mine[0]?.id}`, { token: owner.token });
    expect(one.body.response.data).toMatchObject({ actor: { id: ana.id }, others: 1 });
  });

  it("starts a new notification once the last one is read, or a day after its last action", async () => {
    const post = await ownersPost("Day two");
    const karma = (member: Member) =>
      t.call("POST", `/api/v2/post/${post.slug}/karma`, { token: member.token });
    const mine = async () =>
      (await told("POST_KARMA")).list.filter((n) => n.data.post_id === post.id);
    await karma(ana);
    const [first] = await mine();
    await t.call("PUT", "/api/v2/notifications", {
      token: owner.token,
      body: { read: [first?.id] },
    });
    await karma(boris);
    let all = await mine();
    expect(all).toHaveLength(2);
    expect(all[0]?.data).toMatchObject({ actor: { id: boris.id }, others: 0 });
    // A day later, the unread one no longer gathers.
    await t.deps.db
      .updateTable("notifications")
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) })
      .where("id", "=", all[0]?.id ?? 0)
      .execute();
    await karma(chen);
    all = await mine();
    expect(all).toHaveLength(3);
    expect(all[0]?.data).toMatchObject({ actor: { id: chen.id }, others: 0 });
  });

  it("links a post on a campaign to its page through the campaign's slug", async () => {
    const campaign = await t.campaign(owner.id, { name: "Walk again" });
    const post = await ownersPost("On the campaign");
    await t.deps.db
      .updateTable("posts")
      .set({ campaign_id: campaign.id })
      .where("id", "=", post.id)
      .execute();
    await t.call("POST", `/api/v2/post/${post.slug}/comments`, {
      token: boris.token,
      body: { content: "Go!" },
    });
    const mine = (await told("POST_COMMENTED")).list.find((n) => n.data.post_id === post.id);
    expect(mine?.data).toMatchObject({
      campaign_name: "Walk again",
      slug: campaign.slug,
      post_slug: post.slug,
    });
  });
});
