// Reset links, log-out and verification links on their own (the routes are tested through HTTP in
// test/auth.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import {
  liveReset,
  resetPassword,
  revokeTokens,
  sendPasswordReset,
  verifyEmail,
} from "./password-resets";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const userRow = (id: number) =>
  t.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const resetsOf = (userId: number) =>
  t.deps.db.selectFrom("password_resets").selectAll().where("user_id", "=", userId).execute();

const status = (work: Promise<unknown>) =>
  work.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe("reset links", () => {
  it("mails a link for a known address only, living 2 hours", async () => {
    const u = await t.signup("reset-known");
    const before = Date.now();
    await sendPasswordReset(t.deps, u.email);
    const [reset, more] = await resetsOf(u.id);
    expect(more).toBeUndefined();
    const expires = new Date(reset?.expires_at ?? 0).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 2 * 3600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * 3600_000);
    const mail = await t.deps.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("to_address", "=", u.email)
      .where("template", "=", "forgotten_password")
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(`/forgotten-password/${reset?.hash}`);
    const outbox = async () =>
      (await t.deps.db.selectFrom("email_outbox").select("id").execute()).length;
    const mails = await outbox();
    await sendPasswordReset(t.deps, "nobody@example.test");
    expect(await outbox()).toBe(mails);
  });

  it("works once: the password changes, every token is revoked, the link is spent", async () => {
    const u = await t.signup("reset-once");
    await sendPasswordReset(t.deps, u.email);
    const hash = (await resetsOf(u.id))[0]?.hash ?? "";
    const before = await userRow(u.id);
    const live = await liveReset(t.deps.db, hash);
    expect(live).toMatchObject({ user_id: u.id, email: u.email, used: false });
    const after = await resetPassword(t.deps.db, { hash, userId: u.id }, "new-hash");
    expect(after.password_hash).toBe("new-hash");
    expect(after.token_version).toBe(before.token_version + 1);
    expect(await status(liveReset(t.deps.db, hash))).toBe(404);
  });

  it("refuses an unknown link and one past its 2 hours", async () => {
    const u = await t.signup("reset-late");
    await sendPasswordReset(t.deps, u.email);
    const hash = (await resetsOf(u.id))[0]?.hash ?? "";
    await t.deps.db
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("hash", "=", hash)
      .execute();
    expect(await status(liveReset(t.deps.db, hash))).toBe(404);
    expect(await status(liveReset(t.deps.db, "no-such-link"))).toBe(404);
  });
});

describe("log-out and verification links", () => {
  it("a log-out revokes every token of the account", async () => {
    const u = await t.signup("logout-service");
    const before = (await userRow(u.id)).token_version;
    await revokeTokens(t.deps.db, u.id);
    expect((await userRow(u.id)).token_version).toBe(before + 1);
  });

  it("a verification link proves the address once; opened again it says it already did", async () => {
    const u = await t.signup("verify-service");
    const { email_verification_code: code } = await userRow(u.id);
    expect(code).toBeTruthy();
    expect(await verifyEmail(t.deps.db, code ?? "")).toBe("verified");
    expect(await userRow(u.id)).toMatchObject({
      email_verified: true,
      verified_email: u.email,
      email_verification_code: null,
    });
    expect(await verifyEmail(t.deps.db, code ?? "")).toBe("already_verified");
    expect(await status(verifyEmail(t.deps.db, "no-such-link"))).toBe(404);
  });

  it("a used link is not valid any more once the account has another, unverified address", async () => {
    const u = await t.signup("verify-moved");
    const { email_verification_code: code } = await userRow(u.id);
    await verifyEmail(t.deps.db, code ?? "");
    await t.deps.db
      .updateTable("users")
      .set({ email: "elsewhere@example.test", email_verified: false })
      .where("id", "=", u.id)
      .execute();
    expect(await status(verifyEmail(t.deps.db, code ?? ""))).toBe(404);
  });
});
