// A member's notifications on their own (the routes are tested through HTTP in
// test/social.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import {
  markAllNotificationsSeen,
  markAllNotificationsViewed,
  markNotifications,
  markNotificationsRead,
  notificationOf,
  notificationPage,
} from "./notification-lists";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

/** `n` notifications for the user, oldest first; answers their ids. */
async function notices(userId: number, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = await t.deps.db
      .insertInto("notifications")
      .values({ user_id: userId, type: "TEST", text: `notice ${i}`, data: JSON.stringify({ i }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

const flags = async (userId: number) =>
  (
    await t.deps.db
      .selectFrom("notifications")
      .select(["seen", "read", "is_opened", "viewed"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute()
  ).map((r) => [r.seen, r.read, r.is_opened, r.viewed]);

describe("notification lists", () => {
  it("pages newest first with the counts, also past the end", async () => {
    const u = await t.signup("notice-pages");
    const ids = await notices(u.id, 3);
    await markNotifications(t.deps.db, u.id, { seen: [ids[0] ?? 0] });
    await markAllNotificationsViewed(t.deps.db, u.id);
    await notices(u.id, 1);
    const first = await notificationPage(t.deps.db, u.id, { offset: 0, limit: 2 });
    expect(first.notifications.map((n) => n.text)).toEqual(["notice 0", "notice 2"]);
    expect(first.counts).toEqual({ total: 4, seen: 1, unviewed: 1 });
    const past = await notificationPage(t.deps.db, u.id, { offset: 10, limit: 2 });
    expect(past).toEqual({ notifications: [], counts: { total: 4, seen: 1, unviewed: 1 } });
    const none = await t.signup("notice-none");
    expect((await notificationPage(t.deps.db, none.id, { offset: 0, limit: 2 })).counts).toEqual({
      total: 0,
      seen: 0,
      unviewed: 0,
    });
  });

  it("marks by id only the user's own, and an empty read list marks them all", async () => {
    const [u, other] = [await t.signup("notice-marks"), await t.signup("notice-other")];
    const [a = 0, b = 0, c = 0] = await notices(u.id, 3);
    const [theirs = 0] = await notices(other.id, 1);
    await markNotifications(t.deps.db, u.id, { read: [a, theirs], notifications: [b] });
    expect(await flags(u.id)).toEqual([
      [true, true, true, false],
      [true, true, false, false],
      [false, false, false, false],
    ]);
    expect(await flags(other.id)).toEqual([[false, false, false, false]]);
    expect(await notificationOf(t.deps.db, u.id, theirs)).toBeUndefined();
    expect((await notificationOf(t.deps.db, u.id, c))?.text).toBe("notice 2");
    await markNotificationsRead(t.deps.db, u.id, []);
    expect((await flags(u.id)).map(([seen, read]) => [seen, read])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    await markAllNotificationsSeen(t.deps.db, other.id);
    expect(await flags(other.id)).toEqual([[true, false, false, false]]);
  });
});
