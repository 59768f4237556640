import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

describe("e-mail sign-up", () => {
  it("creates a user at register_step 1, answers a token, hashes the password and queues a verification e-mail", async () => {
    const reply = await t.call("POST", "/api/v2/signup/email?translation_language=bg", {
      body: {
        profile_type: "personal",
        email: "Ayse.Yilmaz@Example.com",
        username: " ayse.yilmaz ",
        password: "correct-horse-battery",
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.user).toMatchObject({
      username: "ayse.yilmaz",
      register_step: 1,
      type: "personal",
      language: "bg",
      email: "ayse.yilmaz@example.com",
      roles: ["ROLE_USER"],
    });
    expect(typeof reply.body.response.token).toBe("string");
    const row = await t.deps.db
      .selectFrom("users")
      .selectAll()
      .where("username", "=", "ayse.yilmaz")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain("correct-horse");
    const mail = await t.deps.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("to_address", "=", "ayse.yilmaz@example.com")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.template).toBe("email_verification");
  });

  it("sends a new member no newsletter unless they ticked the box; their account's e-mails stay on", async () => {
    const newsletterOf = async (username: string, newsletter?: boolean) => {
      const reply = await t.call("POST", "/api/v2/signup/email", {
        body: {
          profile_type: "personal",
          email: `${username}@example.com`,
          username,
          password: "correct-horse-battery",
          ...(newsletter === undefined ? {} : { newsletter }),
        },
      });
      expect(reply.status).toBe(200);
      const types: { type: string; subscribed: boolean }[] = (
        await t.call("GET", "/api/v2/notifications/email/subscriptions", {
          token: reply.body.response.token,
        })
      ).body.response.types;
      expect(types.filter((s) => s.type !== "newsletter").every((s) => s.subscribed)).toBe(true);
      return types.find((s) => s.type === "newsletter")?.subscribed;
    };
    expect(await newsletterOf("box.unticked", false)).toBe(false);
    expect(await newsletterOf("box.not.asked")).toBe(false);
    expect(await newsletterOf("box.ticked", true)).toBe(true);
    const bad = await t.call("POST", "/api/v2/signup/email", {
      body: {
        profile_type: "personal",
        email: "box.yes@example.com",
        username: "box.yes",
        password: "correct-horse-battery",
        newsletter: "yes",
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual({ newsletter: "forms.error.invalid" });
  });

  it("refuses a taken e-mail and a taken username, with the +1/+11 suggestions", async () => {
    const taken = await t.call("POST", "/api/v2/signup/email", {
      body: {
        profile_type: "personal",
        email: "other@example.com",
        username: "AYSE.YILMAZ",
        password: "correct-horse-battery",
      },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      code: 400,
      message: {
        username: "username.validation.username_taken",
        suggestions: "AYSE.YILMAZ1,AYSE.YILMAZ11",
      },
    });
    const email = await t.call("POST", "/api/v2/signup/email", {
      body: {
        profile_type: "personal",
        email: "ayse.yilmaz@example.com",
        username: "someone",
        password: "correct-horse-battery",
      },
    });
    expect(email.body.message).toEqual({ email: "validation.email_taken" });
  });

  it.each([
    ["иван", "username.validation.only_latin_letters"],
    ["bad name!", "username.validation.special_characters"],
    ["abc", "username.validation.min.chars"],
    ["a".repeat(21), "username.validation.min.chars"],
  ])("username %s -> %s", async (username, key) => {
    const reply = await t.call(
      "GET",
      `/api/v2/check-username?username=${encodeURIComponent(username)}`,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message.username).toBe(key);
  });

  it("check-username answers success for a free name and keeps only the part before an at-sign", async () => {
    expect((await t.call("GET", "/api/v2/check-username?username=free.name")).body).toEqual({
      response: { success: true },
    });
    const pasted = await t.call(
      "GET",
      `/api/v2/check-username?username=${encodeURIComponent("ayse.yilmaz@gmail.com")}`,
    );
    expect(pasted.body.message.username).toBe("username.validation.username_taken");
  });

  it("answers per-field errors for bad input and a clear 400 for malformed JSON", async () => {
    const bad = await t.call("POST", "/api/v2/signup/email", {
      body: { profile_type: "robot", email: "nope", username: 5, password: "x" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message).sort()).toEqual([
      "email",
      "password",
      "profile_type",
      "username",
    ]);
    // The e-mail and password rules of the forms' settings, with their keys.
    expect(bad.body.message.email).toBe("report.validator.email_empty");
    expect(bad.body.message.password).toBe("forms.settings.password.too_short");
    const malformed = await t.call("POST", "/api/v2/signup/email", {
      raw: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual({ body: "validation.invalid_json" });
  });
});

describe("log in, token, current user", () => {
  it("logs in by username or e-mail, returns the user, renews the token", async () => {
    const login = await t.call("POST", "/api/v2/auth", {
      body: { username: "Ayse.Yilmaz@example.com", password: "correct-horse-battery" },
    });
    expect(login.status).toBe(200);
    const token = login.body.response.token;
    const me = await t.call("GET", "/api/v2/user", { token });
    expect(me.status).toBe(200);
    expect(me.body.response.username).toBe("ayse.yilmaz");
    expect(me.body.response.email).toBe("ayse.yilmaz@example.com");
    const renewed = await t.call("GET", "/api/v2/renew_token", { token });
    expect(renewed.status).toBe(200);
    expect(
      (await t.call("GET", "/api/v2/user", { token: renewed.body.response.token })).status,
    ).toBe(200);
  });

  it("refuses a wrong password and a missing or forged token with 401", async () => {
    expect(
      (
        await t.call("POST", "/api/v2/auth", {
          body: { username: "ayse.yilmaz", password: "wrong-password" },
        })
      ).status,
    ).toBe(401);
    expect((await t.call("GET", "/api/v2/user")).status).toBe(401);
    const forged = await t.call("GET", "/api/v2/user", {
      token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad",
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ code: 401, message: "Invalid JWT Token" });
  });

  it("logout revokes the token", async () => {
    const u = await t.signup("leaver");
    expect((await t.call("POST", "/api/v2/logout", { token: u.token })).status).toBe(200);
    expect((await t.call("GET", "/api/v2/user", { token: u.token })).status).toBe(401);
    expect((await t.call("GET", "/api/v2/renew_token", { token: u.token })).status).toBe(401);
  });

  it("hides e-mail and phone from other users' profile reads", async () => {
    const a = await t.signup("alice");
    const b = await t.signup("bobby");
    const other = await t.call("GET", `/api/v2/user/fetch/${a.username}`, { token: b.token });
    expect(other.status).toBe(200);
    expect(other.body.response.email).toBeUndefined();
    const own = await t.call("GET", `/api/v2/user/fetch/${a.id}`, { token: a.token });
    expect(own.body.response.email).toBe(a.email);
    expect((await t.call("GET", "/api/v2/user/fetch/nobody-here")).status).toBe(404);
  });
});

describe("sign-up completion", () => {
  it("completes a personal sign-up: register_step 2 and a new token", async () => {
    const u = await t.signup("persona", { complete: false });
    const reply = await t.call("POST", "/api/v2/signup/details", {
      token: u.token,
      body: {
        username: u.username,
        name: "Ayşe Yılmaz",
        gender: "female",
        birthday: "",
        location: { place_id: "x", formatted_address: "İstanbul, Türkiye" },
        timezone: "Europe/Istanbul",
        bio: "",
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.user).toMatchObject({
      register_step: 2,
      name: "Ayşe Yılmaz",
      gender: "female",
      birthday: null,
      personal_info: { gender: "female" },
    });
    expect(typeof reply.body.response.token).toBe("string");
  });

  it("completes a business sign-up with logo, sectors and size", async () => {
    const u = await t.signup("biz", { type: "business", complete: false });
    const logo = await t.media(u.id, "image");
    const reply = await t.call("POST", "/api/v2/signup/business-details", {
      token: u.token,
      body: {
        bio: "We help.",
        name: "Fundacja",
        logo: logo.id,
        username: u.username,
        sectors: [4],
        timezone: "Europe/Warsaw",
        location: { place_id: "p", formatted_address: "Kraków, Poland" },
        organization_size: 2,
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.user.business_info).toMatchObject({
      sectors: [{ id: 4, name: "Healthcare" }],
      organization_size: { id: 2, name: "11-50" },
    });
    expect(reply.body.response.user.avatar.square.path).toMatch(/^\/media\//);
  });

  it("refuses a business bio over 150 characters", async () => {
    const u = await t.signup("biz", { type: "business", complete: false });
    const reply = await t.call("POST", "/api/v2/signup/business", {
      token: u.token,
      body: {
        bio: "x".repeat(151),
        name: "N",
        avatar: 1,
        username: u.username,
        timezone: "UTC",
        location: { place_id: "p", formatted_address: "a" },
        businessSize: 1,
        businessSector: 1,
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message.bio).toBe("forms.error.too_long");
  });
});

describe("roles and impersonation", () => {
  it("lets an admin (and a super admin) impersonate, nobody else", async () => {
    const target = await t.signup("target");
    const user = await t.signup("plain");
    const admin = await t.signup("admin", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
    const superAdmin = await t.signup("super", { roles: ["ROLE_USER", "ROLE_SUPER_ADMIN"] });
    const editor = await t.signup("editor", { roles: ["ROLE_USER", "ROLE_EDITOR"] });
    expect(
      (await t.call("GET", `/api/v2/impersonate/${target.id}`, { token: user.token })).status,
    ).toBe(403);
    expect(
      (await t.call("GET", `/api/v2/impersonate/${target.id}`, { token: editor.token })).status,
    ).toBe(403);
    expect((await t.call("GET", `/api/v2/impersonate/${target.id}`)).status).toBe(401);
    for (const staff of [admin, superAdmin]) {
      const reply = await t.call("GET", `/api/v2/impersonate/${target.id}`, { token: staff.token });
      expect(reply.status).toBe(200);
      const me = await t.call("GET", "/api/v2/user", { token: reply.body.response.token });
      expect(me.body.response.id).toBe(target.id);
    }
    expect((await t.call("GET", "/api/v2/impersonate/999999", { token: admin.token })).status).toBe(
      404,
    );
  });
});

describe("password reset and e-mail verification", () => {
  it("sends a reset link to the outbox and sets a new password through it", async () => {
    const u = await t.signup("forgetful");
    expect(
      (await t.call("POST", "/api/v2/forgotten-password", { body: { email: u.email } })).status,
    ).toBe(200);
    expect(
      (
        await t.call("POST", "/api/v2/forgotten-password", {
          body: { email: "nobody@example.test" },
        })
      ).status,
    ).toBe(200);
    const mail = await t.deps.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("template", "=", "forgotten_password")
      .executeTakeFirstOrThrow();
    const hash = (mail.data as { hash: string }).hash;
    expect((await t.call("GET", `/api/v2/forgotten-password/${hash}`)).body.response).toEqual({
      valid: true,
      email: u.email,
    });
    const reset = await t.call("PUT", `/api/v2/forgotten-password/${hash}`, {
      body: { password: "new-password-1", repeat_password: "new-password-1" },
    });
    expect(reset.status).toBe(200);
    expect((await t.call("GET", "/api/v2/user", { token: u.token })).status).toBe(401);
    expect(
      (
        await t.call("POST", "/api/v2/auth", {
          body: { username: u.username, password: "new-password-1" },
        })
      ).status,
    ).toBe(200);
    expect((await t.call("GET", `/api/v2/forgotten-password/${hash}`)).status).toBe(404);
  });

  it("verifies an e-mail with the code from the outbox", async () => {
    const u = await t.signup("verifier");
    const row = await t.deps.db
      .selectFrom("users")
      .select("email_verification_code")
      .where("id", "=", u.id)
      .executeTakeFirstOrThrow();
    const link = `/api/v2/email-verification/${row.email_verification_code}`;
    const first = await t.call("GET", link);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ response: { success: true, already_verified: false } });
    expect(
      (await t.call("GET", "/api/v2/user", { token: u.token })).body.response.email_verified,
    ).toBe(true);
    // The same link opened again (a second click, a mail scanner first): already verified.
    const again = await t.call("GET", link);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ response: { success: true, already_verified: true } });
    expect((await t.call("GET", "/api/v2/email-verification/nope")).status).toBe(404);
  });
});

describe("user updates", () => {
  it("updates bio, name, gender and answers a new token for a username change", async () => {
    const u = await t.signup("updater");
    expect(
      (await t.call("PUT", "/api/v2/user/bio", { token: u.token, body: { bio: "Hello" } })).body
        .response.bio,
    ).toBe("Hello");
    expect(
      (await t.call("PUT", "/api/v2/user/bio", { token: u.token, body: { bio: "x".repeat(501) } }))
        .status,
    ).toBe(400);
    expect(
      (await t.call("PUT", "/api/v2/user/gender", { token: u.token, body: { gender: "female" } }))
        .body.response.gender,
    ).toBe("female");
    const renamed = await t.call("PUT", "/api/v2/user/username", {
      token: u.token,
      body: { username: "renamed.user" },
    });
    expect(renamed.status).toBe(200);
    const me = await t.call("GET", "/api/v2/user", { token: renamed.body.response.token });
    expect(me.body.response.username).toBe("renamed.user");
  });
});

describe("e-mail and password settings (the rules of the forms' settings)", () => {
  it("changes the e-mail only to a valid, new address", async () => {
    const u = await t.signup("mailer");
    const put = (email: unknown) =>
      t.call("PUT", "/api/v2/user/email", {
        token: u.token,
        body: { email, password: "correct-horse-battery" },
      });
    expect((await put("no-at-sign")).body.message).toEqual({
      email: "report.validator.email_empty",
    });
    expect((await put(` ${u.email.toUpperCase()} `)).body.message).toEqual({
      email: "forms.settings.email.unchanged",
    });
    const changed = await put(" New.Address@Example.test ");
    expect(changed.status).toBe(200);
    const me = await t.call("GET", "/api/v2/user", { token: changed.body.response.token });
    expect(me.body.response.email).toBe("new.address@example.test");
    expect(me.body.response.email_verified).toBe(false);
  });

  it("changes the password after the form's checks, then the current one's", async () => {
    const u = await t.signup("passer");
    const put = (body: Record<string, string>) =>
      t.call("PUT", "/api/v2/user/password", { token: u.token, body });
    const current = "correct-horse-battery";
    expect(
      (await put({ password: "", new_password: "short", repeat_new_password: "other" })).body
        .message,
    ).toEqual({
      password: "forms.settings.password.current_required",
      new_password: "forms.settings.password.too_short",
      repeat_new_password: "forms.settings.password.mismatch",
    });
    expect(
      (await put({ password: current, new_password: current, repeat_new_password: current })).body
        .message,
    ).toEqual({ new_password: "forms.settings.password.same" });
    expect(
      (
        await put({
          password: "not-the-password",
          new_password: "brand-new-secret",
          repeat_new_password: "brand-new-secret",
        })
      ).body.message,
    ).toEqual({ password: "validation.password.wrong" });
    const ok = await put({
      password: current,
      new_password: "brand-new-secret",
      repeat_new_password: "brand-new-secret",
    });
    expect(ok.status).toBe(200);
    const login = await t.call("POST", "/api/v2/auth", {
      body: { username: u.username, password: "brand-new-secret" },
    });
    expect(login.status).toBe(200);
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After after too many log-in attempts", async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (
            await limited.call("POST", "/api/v2/auth", {
              body: { username: "someone", password: "x" },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await limited.call("POST", "/api/v2/auth", {
        body: { username: "someone", password: "x" },
      });
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(last.body).toEqual({ code: 429, message: "Too many requests." });
    } finally {
      await limited.destroy();
    }
  }, 60_000);
});
