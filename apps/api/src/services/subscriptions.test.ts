// E-mail subscriptions on their own: the links' checksums, reading and setting them (the routes
// are tested through HTTP in test/account-forms.test.ts and the contract tests).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import {
  checksumOk,
  setSubscriptions,
  subscriptionsOf,
  unsubscribe,
  unsubscribeChecksum,
} from "./subscriptions";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const userRow = (id: number) =>
  t.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("e-mail links", () => {
  it("accepts the checksum of its user and scope only", () => {
    const sum = unsubscribeChecksum("secret", 7, "subscriptions");
    expect(sum).toMatch(/^[0-9a-f]{32}$/);
    expect(checksumOk("secret", 7, "subscriptions", sum)).toBe(true);
    expect(checksumOk("secret", 8, "subscriptions", sum)).toBe(false);
    expect(checksumOk("secret", 7, "weekly", sum)).toBe(false);
    expect(checksumOk("other", 7, "subscriptions", sum)).toBe(false);
    expect(checksumOk("secret", 7, "subscriptions", sum.slice(1))).toBe(false);
  });

  it("reads a type not stored as subscribed, but the newsletter (no consent on record) as not", async () => {
    const member = await t.signup("ud-subscriber");
    const row = await userRow(member.id);
    const types = subscriptionsOf({ ...row, email_subscriptions: {} });
    expect(types.length).toBeGreaterThan(1);
    expect(types.filter((s) => !s.subscribed).map((s) => s.type)).toEqual(["newsletter"]);
    expect(
      subscriptionsOf({ ...row, email_subscriptions: { newsletter: true } }).every(
        (s) => s.subscribed,
      ),
    ).toBe(true);
    const first = types[0]?.type ?? "";
    const off = subscriptionsOf({ ...row, email_subscriptions: { [first]: false } });
    expect(off.find((s) => s.type === first)?.subscribed).toBe(false);
  });
});

describe("setting subscriptions", () => {
  it("sets the known types given, keeps the others, ignores unknown ones", async () => {
    const member = await t.signup("sub-setter");
    const before = await userRow(member.id);
    const after = await setSubscriptions(t.deps.db, before, [
      { type: "weekly_statistics", subscribed: false },
      { type: "not_a_type", subscribed: false },
    ]);
    expect(after.email_subscriptions).toEqual({
      ...before.email_subscriptions,
      weekly_statistics: false,
    });
    const again = await setSubscriptions(t.deps.db, after, [
      { type: "newsletter", subscribed: false },
      { type: "weekly_statistics", subscribed: true },
    ]);
    expect(
      subscriptionsOf(again)
        .filter((s) => !s.subscribed)
        .map((s) => s.type),
    ).toEqual(["newsletter"]);
  });

  it("an unsubscribe link turns its template off and keeps the rest", async () => {
    const member = await t.signup("sub-leaver");
    await setSubscriptions(t.deps.db, await userRow(member.id), [
      { type: "newsletter", subscribed: false },
    ]);
    await unsubscribe(t.deps.db, await userRow(member.id), "monthly_statistics");
    expect((await userRow(member.id)).email_subscriptions).toMatchObject({
      newsletter: false,
      monthly_statistics: false,
    });
  });
});
