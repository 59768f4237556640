// Writing posts on their own (routes/posts/writes.ts is tested through HTTP in
// test/social.test.ts and the contract tests' authorisation matrix).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { HttpError } from "../lib/errors";
import { attachPost, createPost, deletePost, editablePost, editPost } from "./post-writes";

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

const input = (over: Partial<Parameters<typeof createPost>[2]> = {}) => ({
  title: "Spring news",
  content: "<p>Hello <script>x()</script>world</p>",
  is_anonymous: false,
  image_ids: [],
  ...over,
});

describe("writing posts", () => {
  it("creates a sanitised post with a slug of its title, on the author's own campaign only", async () => {
    const db = t.deps.db;
    const [author, other] = [await t.signup("pw-author"), await t.signup("pw-other")];
    const campaign = await t.campaign(author.id);
    const row = await createPost(db, author.id, input({ campaign_id: campaign.id }));
    expect(row).toMatchObject({ user_id: author.id, campaign_id: campaign.id, edited: false });
    expect(row.slug).toMatch(/^spring-news-/);
    expect(row.content).not.toContain("script");
    expect(row.raw_content).toContain("Hello");
    expect(
      await statusOf(() => createPost(db, other.id, input({ campaign_id: campaign.id }))),
    ).toBe(403);
    const untitled = await createPost(
      db,
      author.id,
      input({ title: null, content: "<p>Quiet morning</p>" }),
    );
    expect(untitled.slug).toMatch(/^quiet-morning-/);
  });

  it("lets the author or staff change a post, no one else; an edit is marked", async () => {
    const db = t.deps.db;
    const [author, other, admin] = [
      await t.signup("pw-owner"),
      await t.signup("pw-stranger"),
      await t.signup("pw-admin"),
    ];
    await db
      .updateTable("users")
      .set({ roles: ["ROLE_USER", "ROLE_ADMIN"] })
      .where("id", "=", admin.id)
      .execute();
    const staff = await db
      .selectFrom("users")
      .select(["id", "roles"])
      .where("id", "=", admin.id)
      .executeTakeFirstOrThrow();
    const row = await createPost(db, author.id, input());
    const asAuthor = { id: author.id, roles: ["ROLE_USER"] };
    expect((await editablePost(db, asAuthor, row.slug)).id).toBe(row.id);
    expect((await editablePost(db, staff, String(row.id))).id).toBe(row.id);
    expect(
      await statusOf(() => editablePost(db, { id: other.id, roles: ["ROLE_USER"] }, row.slug)),
    ).toBe(403);
    const edited = await editPost(db, row, input({ title: "Autumn news" }));
    expect(edited).toMatchObject({
      id: row.id,
      title: "Autumn news",
      edited: true,
      slug: row.slug,
    });
    await deletePost(db, row);
    expect(await statusOf(() => editablePost(db, asAuthor, row.slug))).toBe(404);
  });

  it("attaches only the author's own post", async () => {
    const db = t.deps.db;
    const [owner, other] = [await t.signup("pw-attacher"), await t.signup("pw-poster")];
    const campaign = await t.campaign(owner.id);
    const row = await db
      .selectFrom("campaigns")
      .selectAll()
      .where("id", "=", campaign.id)
      .executeTakeFirstOrThrow();
    const mine = await createPost(db, owner.id, input());
    const theirs = await createPost(db, other.id, input());
    expect((await attachPost(db, owner.id, row, mine.id)).campaign_id).toBe(campaign.id);
    expect(await statusOf(() => attachPost(db, owner.id, row, theirs.id))).toBe(403);
    const still = await db
      .selectFrom("posts")
      .select("campaign_id")
      .where("id", "=", theirs.id)
      .executeTakeFirstOrThrow();
    expect(still.campaign_id).toBeNull();
  });
});
