// Search and link previews on their own (the routes are tested through HTTP in
// test/social.test.ts).

import { searchWords } from "@causeway/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { like, linkPreview, searchCampaigns, searchPosts, searchUsers } from "./search";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const all = { offset: 0, limit: 50 };

describe("search", () => {
  it("takes the words as they are: % _ and \\ match only themselves", async () => {
    expect(like("  50%_off\\ ")).toBe("%50\\%\\_off\\\\%");
    const owner = await t.signup("percent");
    const c = await t.campaign(owner.id, { name: "Save 100% of the_park" });
    await t.campaign(owner.id, { name: "Save 1000 of theXpark" });
    const found = await searchCampaigns(t.deps.db, searchWords("100% of the_park"), all);
    expect(found.map((r) => r.id)).toEqual([c.id]);
  });

  it("finds members by username or name, any case; live campaigns only, newest first", async () => {
    const u = await t.signup("findme");
    await t.deps.db
      .updateTable("users")
      .set({ name: "Zelda Quartz" })
      .where("id", "=", u.id)
      .execute();
    expect((await searchUsers(t.deps.db, ["ZELDA"], all)).map((r) => r.id)).toEqual([u.id]);
    expect(
      (await searchUsers(t.deps.db, [u.username.toUpperCase()], all)).map((r) => r.id),
    ).toEqual([u.id]);
    const older = await t.campaign(u.id, { name: "Quokka shelter" });
    const newer = await t.campaign(u.id, { name: "Quokka shelter two" });
    await t.deps.db
      .updateTable("campaigns")
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where("id", "=", older.id)
      .execute();
    await t.campaign(u.id, { name: "Quokka asleep", active: false });
    const gone = await t.campaign(u.id, { name: "Quokka gone" });
    await t.deps.db
      .updateTable("campaigns")
      .set({ deleted: true })
      .where("id", "=", gone.id)
      .execute();
    expect((await searchCampaigns(t.deps.db, ["quokka"], all)).map((r) => r.id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(
      (await searchCampaigns(t.deps.db, ["quokka"], { offset: 1, limit: 1 })).map((r) => r.id),
    ).toEqual([older.id]);
  });

  it("finds posts by title or text, not deleted ones", async () => {
    const u = await t.signup("poster");
    const post = async (title: string | null, raw: string, deleted = false) =>
      (
        await t.deps.db
          .insertInto("posts")
          .values({
            slug: `post-${title ?? raw}`.replace(/\W+/g, "-"),
            user_id: u.id,
            title,
            content: raw,
            raw_content: raw,
            deleted,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const byTitle = await post("Marmot news", "nothing here");
    const byText = await post(null, "a marmot was seen");
    await post("Marmot removed", "gone", true);
    const found = await searchPosts(t.deps.db, ["MARMOT"], all);
    expect(found.map((r) => r.id).sort()).toEqual([byTitle, byText].sort());
  });
});

describe("search by words (issue 25)", () => {
  it("finds every word anywhere, whatever the spaces between them", async () => {
    const u = await t.signup("words");
    await t.deps.db
      .updateTable("users")
      .set({ username: "ivana.petkova", name: "Ивана Петкова" })
      .where("id", "=", u.id)
      .execute();
    for (const typed of ["ivana petkova", "ivana  petkova", "petkova\tivana", "@ivana.petkova"])
      expect(
        (await searchUsers(t.deps.db, searchWords(typed), all)).map((r) => r.id),
        typed,
      ).toEqual([u.id]);
    // A word from the username, one from the name.
    expect(
      (await searchUsers(t.deps.db, searchWords("ivana  Петкова"), all)).map((r) => r.id),
    ).toEqual([u.id]);
    expect(await searchUsers(t.deps.db, searchWords("ivana nobody"), all)).toEqual([]);
    const c = await t.campaign(u.id, { name: "A new roof for the village school" });
    expect(
      (await searchCampaigns(t.deps.db, searchWords("village  school"), all)).map((r) => r.id),
    ).toEqual([c.id]);
  });

  it("lists the person whose username starts with the word first, then names starting with it", async () => {
    const named = async (name: string) => {
      const other = await t.signup("namesake");
      await t.deps.db.updateTable("users").set({ name }).where("id", "=", other.id).execute();
      return other.id;
    };
    // Signed up first (lower ids): before, the oldest came first.
    const within = await named("Ana Mariana");
    const starting = await named("Mariana Rosa");
    const u = await t.signup("first");
    await t.deps.db
      .updateTable("users")
      .set({ username: "mariana.ilieva", name: "Мариана Илиева" })
      .where("id", "=", u.id)
      .execute();
    expect((await searchUsers(t.deps.db, ["mariana"], all)).map((r) => r.id)).toEqual([
      u.id,
      starting,
      within,
    ]);
    expect((await searchUsers(t.deps.db, ["mariana"], { offset: 0, limit: 1 }))[0]?.id).toBe(u.id);
  });
});

describe("link previews", () => {
  it("describe our own campaign links from the campaign, anything else by its URL only", async () => {
    const owner = await t.signup("previewed");
    const c = await t.campaign(owner.id, { name: "Previewed campaign" });
    await t.deps.db
      .updateTable("campaigns")
      .set({ content: `<p>Help   <b>us</b></p>\n<p>${"x".repeat(300)}</p>` })
      .where("id", "=", c.id)
      .execute();
    const url = `https://causeway.example/campaign/${c.slug}?ref=share`;
    const description = `Help us ${"x".repeat(300)}`.slice(0, 200);
    expect(await linkPreview(t.deps.db, url)).toEqual({
      meta: { title: "Previewed campaign", description },
      og: { title: "Previewed campaign", description, url, site_name: "Causeway" },
    });
    const elsewhere = "https://elsewhere.example/page";
    expect(await linkPreview(t.deps.db, elsewhere)).toEqual({ meta: {}, og: { url: elsewhere } });
    await t.deps.db
      .updateTable("campaigns")
      .set({ deleted: true })
      .where("id", "=", c.id)
      .execute();
    expect(await linkPreview(t.deps.db, url)).toEqual({ meta: {}, og: { url } });
  });
});
