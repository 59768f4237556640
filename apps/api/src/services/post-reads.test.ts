// The lists of posts on their own (routes/posts/reads.ts is tested through HTTP in
// test/social.test.ts, test/query-count.test.ts and the contract tests).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { bookmarkedPosts, campaignPosts, feedPosts, userComments, userPosts } from "./post-reads";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const all = { offset: 0, limit: 50 };
let n = 0;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A post of `userId`, written `age` minutes ago. */
async function post(
  userId: number,
  age: number,
  extra: { campaign_id?: number; is_anonymous?: boolean; deleted?: boolean } = {},
) {
  n += 1;
  return (
    await t.deps.db
      .insertInto("posts")
      .values({
        slug: `reads-${n}`,
        user_id: userId,
        content: "<p>x</p>",
        raw_content: "x",
        created_at: minutesAgo(age),
        ...extra,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("the lists of posts", () => {
  it("feeds a member their own posts and their followed campaigns', newest first, paged", async () => {
    const db = t.deps.db;
    const [me, owner, stranger] = [
      await t.signup("feed-me"),
      await t.signup("feed-owner"),
      await t.signup("feed-stranger"),
    ];
    const followed = await t.campaign(owner.id);
    const unfollowed = await t.campaign(owner.id);
    await db.insertInto("follows").values({ user_id: me.id, campaign_id: followed.id }).execute();
    const mine = await post(me.id, 3);
    const theirs = await post(owner.id, 1, { campaign_id: followed.id });
    await post(owner.id, 2, { campaign_id: unfollowed.id });
    await post(stranger.id, 0);
    await post(me.id, 0, { deleted: true });
    expect(ids(await feedPosts(db, me.id, all))).toEqual([theirs, mine]);
    expect(ids(await feedPosts(db, me.id, { offset: 1, limit: 1 }))).toEqual([mine]);
    expect(ids(await campaignPosts(db, followed.id, null, all))).toEqual([theirs]);
  });

  it("shows a member's anonymous posts to themselves only", async () => {
    const db = t.deps.db;
    const [author, reader] = [await t.signup("anon-author"), await t.signup("anon-reader")];
    const open = await post(author.id, 2);
    const hidden = await post(author.id, 1, { is_anonymous: true });
    expect(ids(await userPosts(db, author.id, author.id, all))).toEqual([hidden, open]);
    expect(ids(await userPosts(db, author.id, reader.id, all))).toEqual([open]);
    expect(ids(await userPosts(db, author.id, null, all))).toEqual([open]);
  });

  it("lists bookmarks by the latest bookmark, never a deleted post; a member's comments newest first", async () => {
    const db = t.deps.db;
    const [me, author] = [await t.signup("bm-me"), await t.signup("bm-author")];
    const [first, second, gone] = [
      await post(author.id, 10),
      await post(author.id, 20),
      await post(author.id, 30, { deleted: true }),
    ];
    await db
      .insertInto("post_bookmarks")
      .values([
        { post_id: first, user_id: me.id, created_at: minutesAgo(5) },
        { post_id: second, user_id: me.id, created_at: minutesAgo(1) },
        { post_id: gone, user_id: me.id, created_at: minutesAgo(0) },
        { post_id: first, user_id: author.id, created_at: minutesAgo(0) },
      ])
      .execute();
    expect(ids(await bookmarkedPosts(db, me.id, all))).toEqual([second, first]);
    const comment = async (age: number) =>
      (
        await db
          .insertInto("post_comments")
          .values({ post_id: first, user_id: me.id, content: "c", created_at: minutesAgo(age) })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const older = await comment(3);
    const newer = await comment(1);
    expect(ids(await userComments(db, me.id, all))).toEqual([newer, older]);
    expect(await userComments(db, author.id, all)).toEqual([]);
  });
});
