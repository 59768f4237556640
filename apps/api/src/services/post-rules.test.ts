// The post rules on their own (routes/posts/ is tested through HTTP in test/social.test.ts and
// the contract tests): the title as read, the content as stored, the author's images and
// campaign, a post by id or slug.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { HttpError } from "../lib/errors";
import { checkCampaign, checkImages, cleanContent, findPost, postInput } from "./post-rules";

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

describe("postInput and cleanContent", () => {
  it("takes markup out of a one-line title, keeps two lines for the schema, reads empty as none", () => {
    expect(postInput({ title: " <b>Hello</b> " })).toEqual({ title: "Hello" });
    expect(postInput({ title: "One\nTwo" })).toEqual({ title: "One\nTwo" });
    expect(postInput({ title: "   " })).toEqual({ title: null });
    expect(postInput("not an object")).toBe("not an object");
  });

  it("stores sanitised content with its text, and refuses content sanitised to nothing", async () => {
    const { content, raw } = cleanContent("<p>Hi <script>x()</script>there</p>");
    expect(content).not.toContain("script");
    expect(raw).toContain("Hi");
    expect(await statusOf(() => cleanContent("<script>x()</script>"))).toBe(400);
  });
});

describe("the author's images, campaign and posts", () => {
  it("takes the author's public images only, the author's own campaign only", async () => {
    const author = await t.signup("pr-author");
    const other = await t.signup("pr-other");
    const mine = await t.media(author.id, "image");
    const theirs = await t.media(other.id, "image");
    const document = await t.media(author.id, "file");
    expect(await statusOf(() => checkImages(t.deps.db, author.id, [mine.id]))).toBe(200);
    expect(await statusOf(() => checkImages(t.deps.db, author.id, [theirs.id]))).toBe(400);
    expect(await statusOf(() => checkImages(t.deps.db, author.id, [document.id]))).toBe(400);
    const campaign = await t.campaign(author.id);
    expect((await checkCampaign(t.deps.db, author.id, campaign.id))?.id).toBe(campaign.id);
    expect(await checkCampaign(t.deps.db, author.id, null)).toBeNull();
    expect(await statusOf(() => checkCampaign(t.deps.db, other.id, campaign.id))).toBe(403);
    expect(await statusOf(() => checkCampaign(t.deps.db, author.id, 999_999))).toBe(400);
  });

  it("finds a post by id or slug, never a deleted one", async () => {
    const author = await t.signup("pr-finder");
    const post = await t.deps.db
      .insertInto("posts")
      .values({ slug: "found-post-1", user_id: author.id, content: "<p>x</p>", raw_content: "x" })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect((await findPost(t.deps.db, String(post.id))).id).toBe(post.id);
    expect((await findPost(t.deps.db, "found-post-1")).id).toBe(post.id);
    await t.deps.db.updateTable("posts").set({ deleted: true }).where("id", "=", post.id).execute();
    expect(await statusOf(() => findPost(t.deps.db, "found-post-1"))).toBe(404);
  });
});
