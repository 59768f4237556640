// Finding a member by id, log-in name or profile link (the routes are tested through HTTP in
// test/auth.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { userById, userByKey, userByLogin } from "./user-lookups";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

describe("user lookups", () => {
  it("finds a member by username or address for log-in, in any case", async () => {
    const u = await t.signup("lookup");
    await t.deps.db
      .updateTable("users")
      .set({ username: "Lookup.Me", email: "Lookup.Me@Example.test" })
      .where("id", "=", u.id)
      .execute();
    expect((await userByLogin(t.deps.db, "lookup.me"))?.id).toBe(u.id);
    expect((await userByLogin(t.deps.db, "lookup.me@example.test"))?.id).toBe(u.id);
    expect(await userByLogin(t.deps.db, "lookup.you")).toBeUndefined();
  });

  it("finds a profile by row id, else by username in any case", async () => {
    const u = await t.signup("by-key");
    expect((await userByKey(t.deps.db, String(u.id)))?.id).toBe(u.id);
    expect((await userByKey(t.deps.db, u.username.toUpperCase()))?.id).toBe(u.id);
    expect(await userByKey(t.deps.db, "999999")).toBeUndefined();
    expect((await userById(t.deps.db, u.id))?.username).toBe(u.username);
    expect(await userById(t.deps.db, 999_999)).toBeUndefined();
  });
});
