// The account forms of issue 10 on the server: an impossible birthday is refused under its field
// (never stored as "no birthday"), the sign-up keeps the chosen time zone, and changing the e-mail
// needs the current password and keeps an address the account proved verified.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const details = {
  name: "Мария Петрова",
  gender: "female",
  location: { place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", formatted_address: "Sofia, Bulgaria" },
  timezone: "Europe/Sofia",
  bio: "",
};

describe("sign-up completion", () => {
  it("refuses 31 February under birthday and leaves the sign-up open", async () => {
    const u = await t.signup("feb", { complete: false });
    const reply = await t.call("POST", "/api/v2/signup/details", {
      token: u.token,
      body: { ...details, username: u.username, birthday: "2001-02-31" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ birthday: "forms.error.birthday_invalid" });
    const me = await t.deps.db
      .selectFrom("users")
      .select(["register_step", "birthday"])
      .where("id", "=", u.id)
      .executeTakeFirstOrThrow();
    expect(me.register_step).toBeLessThanOrEqual(1);
    expect(me.birthday).toBeNull();
  });

  it("stores a real birthday and the chosen time zone", async () => {
    const u = await t.signup("sofia", { complete: false });
    const reply = await t.call("POST", "/api/v2/signup/details", {
      token: u.token,
      body: { ...details, username: u.username, birthday: "2001-02-28" },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.user).toMatchObject({
      birthday: expect.stringMatching(/^2001-02-28/),
      timezone: "Europe/Sofia",
      register_step: 2,
    });
  });
});

describe("changing the e-mail", () => {
  const PASSWORD = "correct-horse-battery";
  const put = (token: string, body: unknown) =>
    t.call("PUT", "/api/v2/user/email", { token, body });
  const me = async (token: string) =>
    (await t.call("GET", "/api/v2/user", { token })).body.response as {
      email: string;
      email_verified: boolean;
    };
  const verificationMails = (to: string) =>
    t.deps.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("to_address", "=", to)
      .where("template", "=", "email_verification")
      .execute();
  /** Follows the verification link the account was sent last. */
  const verify = async (id: number) => {
    const row = await t.deps.db
      .selectFrom("users")
      .select("email_verification_code")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return t.call("GET", `/api/v2/email-verification/${row.email_verification_code}`);
  };

  it("needs the current password: none or a wrong one changes nothing", async () => {
    const u = await t.signup("pwmail");
    const none = await put(u.token, { email: "elsewhere@example.test" });
    expect(none.status).toBe(400);
    expect(none.body.message).toEqual({ password: "forms.settings.password.current_required" });
    const wrong = await put(u.token, { email: "elsewhere@example.test", password: "guess-1234" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toEqual({ password: "validation.password.wrong" });
    expect((await me(u.token)).email).toBe(u.email);
    const right = await put(u.token, { email: "elsewhere@example.test", password: PASSWORD });
    expect(right.status).toBe(200);
    expect((await me(right.body.response.token)).email).toBe("elsewhere@example.test");
  });

  it("a wrong password says nothing about a taken address", async () => {
    const u = await t.signup("probe");
    const other = await t.signup("owner");
    const reply = await put(u.token, { email: other.email, password: "guess-1234" });
    expect(reply.body.message).toEqual({ password: "validation.password.wrong" });
  });

  it("a new address waits for its own link; going back to the proved one stays verified", async () => {
    const u = await t.signup("verified");
    expect((await verify(u.id)).status).toBe(200);
    expect((await me(u.token)).email_verified).toBe(true);

    const moved = await put(u.token, { email: "new.home@example.test", password: PASSWORD });
    expect(moved.status).toBe(200);
    expect(await me(moved.body.response.token)).toMatchObject({
      email: "new.home@example.test",
      email_verified: false,
    });
    expect(await verificationMails("new.home@example.test")).toHaveLength(1);

    const back = await put(moved.body.response.token, { email: u.email, password: PASSWORD });
    expect(back.status).toBe(200);
    expect(await me(back.body.response.token)).toMatchObject({
      email: u.email,
      email_verified: true,
    });
  });

  it("the link sent to the old address does not verify the new one", async () => {
    const u = await t.signup("unproved");
    const code = (
      await t.deps.db
        .selectFrom("users")
        .select("email_verification_code")
        .where("id", "=", u.id)
        .executeTakeFirstOrThrow()
    ).email_verification_code;
    const moved = await put(u.token, { email: "typo@example.test", password: PASSWORD });
    expect(moved.status).toBe(200);
    expect((await t.call("GET", `/api/v2/email-verification/${code}`)).status).toBe(404);
    expect((await me(moved.body.response.token)).email_verified).toBe(false);
    // Its own link verifies it, and then it is the proved address.
    expect((await verify(u.id)).status).toBe(200);
    expect((await me(moved.body.response.token)).email_verified).toBe(true);
  });
});
