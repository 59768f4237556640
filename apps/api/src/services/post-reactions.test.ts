// Karma, bookmarks and comments on their own (routes/posts/reactions.ts is tested through HTTP in
// test/social.test.ts and the contract tests).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { HttpError } from "../lib/errors";
import { addComment, giveKarma, postComments, removeKarma, toggleBookmark } from "./post-reactions";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const statusOf = async (run: () => Promise<unknown> | unknown) => {
  try {
    await run();
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
};

let n = 0;
async function post(userId: number) {
  n += 1;
  return t.deps.db
    .insertInto("posts")
    .values({ slug: `reacted-${n}`, user_id: userId, content: "<p>x</p>", raw_content: "x" })
    .returningAll()
    .executeTakeFirstOrThrow();
}

describe("reactions to a post", () => {
  it("takes karma once per member, never the author's own, and gives it back", async () => {
    const db = t.deps.db;
    const [author, fan, other] = [
      await t.signup("re-author"),
      await t.signup("re-fan"),
      await t.signup("re-other"),
    ];
    const row = await post(author.id);
    // Whether it is new (or was there to take back) decides whether the author hears of it.
    expect(await giveKarma(db, fan.id, row)).toEqual({
      state: { karma: 1, is_karmed: true },
      added: true,
    });
    expect(await giveKarma(db, fan.id, row)).toEqual({
      state: { karma: 1, is_karmed: true },
      added: false,
    });
    expect((await giveKarma(db, other.id, row)).state).toEqual({ karma: 2, is_karmed: true });
    expect(await statusOf(() => giveKarma(db, author.id, row))).toBe(403);
    expect(await removeKarma(db, fan.id, row)).toEqual({
      state: { karma: 1, is_karmed: false },
      removed: true,
    });
    expect((await removeKarma(db, fan.id, row)).removed).toBe(false);
  });

  it("toggles a member's own bookmark", async () => {
    const [author, reader] = [await t.signup("re-bm-author"), await t.signup("re-bm-reader")];
    const row = await post(author.id);
    expect(await toggleBookmark(t.deps.db, reader.id, row.id)).toBe(true);
    expect(await toggleBookmark(t.deps.db, author.id, row.id)).toBe(true);
    expect(await toggleBookmark(t.deps.db, reader.id, row.id)).toBe(false);
    expect(await toggleBookmark(t.deps.db, reader.id, row.id)).toBe(true);
  });

  it("stores comments as plain text, replies to the same post only, lists them oldest first", async () => {
    const db = t.deps.db;
    const [author, reader] = [await t.signup("re-c-author"), await t.signup("re-c-reader")];
    const [row, elsewhere] = [await post(author.id), await post(author.id)];
    const first = await addComment(db, reader.id, row, { content: "<b>Nice</b> one" });
    expect(first).toMatchObject({ content: "Nice one", parent_id: null, user_id: reader.id });
    const reply = await addComment(db, author.id, row, { content: "Thanks", parent_id: first.id });
    expect(reply.parent_id).toBe(first.id);
    expect(
      await statusOf(() =>
        addComment(db, author.id, elsewhere, { content: "x", parent_id: first.id }),
      ),
    ).toBe(400);
    expect(await statusOf(() => addComment(db, author.id, row, { content: "<p> </p>" }))).toBe(400);
    const all = { offset: 0, limit: 8 };
    expect((await postComments(db, row.id, all)).map((r) => r.id)).toEqual([first.id, reply.id]);
    expect((await postComments(db, row.id, { offset: 1, limit: 1 })).map((r) => r.id)).toEqual([
      reply.id,
    ]);
    expect(await postComments(db, elsewhere.id, all)).toEqual([]);
  });
});
