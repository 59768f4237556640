// A member's changes to their own account, on their own (the routes are tested through HTTP in
// test/auth.test.ts and test/account-forms.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { changeEmail, completeSignup } from "./account-changes";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const userRow = (id: number) =>
  t.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const mailsOf = (address: string, template: string) =>
  t.deps.db
    .selectFrom("email_outbox")
    .select(["subject", "body", "html"])
    .where("to_address", "=", address)
    .where("template", "=", template)
    .execute();
const verificationMails = async (address: string) =>
  (await mailsOf(address, "email_verification")).length;

describe("changeEmail", () => {
  it("a new address waits for its own link; the proved one is remembered and keeps verified", async () => {
    const u = await t.signup("mover");
    await t.deps.db
      .updateTable("users")
      .set({ email_verified: true, verified_email: null, email_verification_code: "old-link" })
      .where("id", "=", u.id)
      .execute();
    const moved = await changeEmail(t.deps, await userRow(u.id), "moved@example.test");
    expect(moved).toMatchObject({
      email: "moved@example.test",
      email_verified: false,
      verified_email: u.email,
    });
    expect(await verificationMails("moved@example.test")).toBe(1);
    // The address left behind is told, with the new one and where to write.
    const [notice, ...more] = await mailsOf(u.email, "email_changed");
    expect(more).toEqual([]);
    expect(notice?.subject).toBe("Your e-mail address was changed");
    expect(notice?.body).toContain("moved@example.test");
    expect(notice?.html).toContain('href="http://localhost:3000/contact"');
    const stored = await userRow(u.id);
    expect(stored.email_verification_code).not.toBe("old-link");
    expect(stored.email_verification_code).toMatch(/.+/);
    // Back to the address it proved: verified at once, no link sent.
    const back = await changeEmail(t.deps, stored, u.email);
    expect(back).toMatchObject({ email: u.email, email_verified: true, verified_email: u.email });
    expect(back.email_verification_code).toBeNull();
    expect(await verificationMails(u.email)).toBe(1);
  });

  it("refuses an address another account has", async () => {
    const u = await t.signup("stayer");
    const other = await t.signup("holder");
    const taken = await changeEmail(t.deps, await userRow(u.id), other.email).then(
      () => null,
      (error: { body?: unknown }) => error.body,
    );
    expect(taken).toEqual({ code: 400, message: { email: "validation.email_taken" } });
    expect((await userRow(u.id)).email).toBe(u.email);
  });
});

describe("completeSignup", () => {
  it("stores the details and reaches step 2, never going back", async () => {
    const u = await t.signup("completer", { complete: false });
    const location = { place_id: "p1", formatted_address: "Sofia" };
    const done = await completeSignup(t.deps, await userRow(u.id), {
      username: "completer-new",
      name: "Com Pleter",
      location,
    });
    expect(done).toMatchObject({
      username: "completer-new",
      name: "Com Pleter",
      location,
      register_step: 2,
    });
    // Welcomed once, at the first completion, with the way to a first campaign.
    const [welcome] = await mailsOf(u.email, "welcome");
    expect(welcome?.subject).toBe("Welcome to Causeway, Com Pleter");
    expect(welcome?.html).toContain('href="http://localhost:3000/campaign/create"');
    expect(welcome?.html).toContain('href="http://localhost:3000/completer-new"');
    await t.deps.db.updateTable("users").set({ register_step: 3 }).where("id", "=", u.id).execute();
    const again = await completeSignup(t.deps, await userRow(u.id), {
      username: "completer-new",
    });
    expect(again.register_step).toBe(3);
    expect(again.location).toEqual(location);
    expect(await mailsOf(u.email, "welcome")).toHaveLength(1);
  });
});
