// The e-mail sign-up's account on its own (the route is tested through HTTP in test/auth.test.ts
// and test/auth-input.test.ts).
import { USERNAME_MESSAGE } from "@causeway/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import type { Logger } from "../log";
import { AVATAR_COLORS, createEmailUser, userByEmail } from "./sign-up";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const failure = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: { status?: number; body?: unknown }) => ({ status: error.status, body: error.body }),
  );

const mailsTo = async (address: string) =>
  (
    await t.deps.db
      .selectFrom("email_outbox")
      .select("template")
      .where("to_address", "=", address)
      .execute()
  ).map((m) => m.template);

describe("createEmailUser", () => {
  it("makes the account at step 1 with its colour, and mails its verification link", async () => {
    const account = { username: "fresh-six", email: "fresh-six@example.test" };
    const user = await createEmailUser(
      t.deps,
      { ...account, profile_type: "business", newsletter: false },
      "bg",
      "hash",
    );
    expect(user).toMatchObject({
      ...account,
      type: "business",
      language: "bg",
      register_step: 1,
      password_hash: "hash",
      default_avatar_color: AVATAR_COLORS[9 % AVATAR_COLORS.length],
      email_subscriptions: { newsletter: false },
    });
    const stored = await userByEmail(t.deps.db, account.email);
    expect(stored?.email_verification_code).toMatch(/.+/);
    expect(await mailsTo(account.email)).toEqual(["email_verification"]);
  });

  it("records the newsletter box's answer: consent given at sign-up", async () => {
    const user = await createEmailUser(
      t.deps,
      {
        username: "opted-in",
        email: "opted-in@example.test",
        profile_type: "personal",
        newsletter: true,
      },
      "en",
      "hash",
    );
    expect(user.email_subscriptions).toEqual({ newsletter: true });
  });

  it("answers the taken-username or taken-address error when the unique index refuses", async () => {
    await createEmailUser(
      t.deps,
      {
        username: "racer",
        email: "racer@example.test",
        profile_type: "personal",
        newsletter: false,
      },
      "en",
      "hash",
    );
    const again = (username: string, email: string) =>
      failure(
        createEmailUser(
          t.deps,
          { username, email, profile_type: "personal", newsletter: false },
          "en",
          "h",
        ),
      );
    expect(await again("RACER", "other@example.test")).toEqual({
      status: 400,
      body: { code: 400, message: { username: USERNAME_MESSAGE.taken } },
    });
    expect(await again("other-racer", "racer@example.test")).toEqual({
      status: 400,
      body: { code: 400, message: { email: "validation.email_taken" } },
    });
    expect(await mailsTo("other@example.test")).toEqual([]);
  });

  it("stores nothing when its e-mail cannot be queued", async () => {
    const log: Logger = {
      ...t.deps.log,
      info: () => {
        throw new Error("mail queue away");
      },
    };
    const email = "unqueued@example.test";
    const outcome = await failure(
      createEmailUser(
        { ...t.deps, log },
        { username: "unqueued", email, profile_type: "personal", newsletter: false },
        "en",
        "hash",
      ),
    );
    expect(outcome).not.toBeNull();
    expect(await userByEmail(t.deps.db, email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });
});
