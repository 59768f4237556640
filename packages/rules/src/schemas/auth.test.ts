import { describe, expect, it } from "vitest";
import {
  emailPayloadSchema,
  loginPayloadSchema,
  passwordResetPayloadSchema,
  signupEmailPayloadSchema,
  usernamePayloadSchema,
} from "./auth";
import { checkPayload } from "./field-errors";

const errorsOf = (schema: Parameters<typeof checkPayload>[0], value: unknown) => {
  const result = checkPayload(schema, value);
  return result.ok ? {} : result.errors;
};

const signup = {
  profile_type: "personal",
  email: "ayse@example.com",
  username: "ayse.yilmaz",
  password: "correct-horse",
};

describe("loginPayloadSchema", () => {
  it("keeps the login trimmed and the password as typed", () => {
    expect(checkPayload(loginPayloadSchema, { username: "  Ayse ", password: " pw " })).toEqual({
      ok: true,
      data: { username: "Ayse", password: " pw " },
    });
  });

  it.each([
    {
      case: "nothing",
      body: {},
      errors: { username: "forms.login.username_required", password: "validation.password" },
    },
    {
      case: "blank login",
      body: { username: "   ", password: "x" },
      errors: { username: "forms.login.username_required" },
    },
    {
      case: "a number as login",
      body: { username: 5, password: "x" },
      errors: { username: "forms.login.username_required" },
    },
    {
      case: "empty password",
      body: { username: "ayse", password: "" },
      errors: { password: "validation.password" },
    },
    {
      case: "a password over 200",
      body: { username: "ayse", password: "p".repeat(201) },
      errors: { password: "validation.password" },
    },
    {
      case: "a login over 254",
      body: { username: "a".repeat(255), password: "x" },
      errors: { username: "forms.error.too_long" },
    },
  ])("$case", ({ body, errors }) => {
    expect(errorsOf(loginPayloadSchema, body)).toEqual(errors);
  });
});

describe("signupEmailPayloadSchema", () => {
  it("accepts the form's payload, e-mail lower-cased and the username as the box keeps it", () => {
    expect(
      checkPayload(signupEmailPayloadSchema, {
        ...signup,
        email: " Ayse@Example.COM ",
        username: " ayse.yilmaz ",
      }),
    ).toEqual({ ok: true, data: { ...signup, newsletter: false } });
  });

  it("keeps the newsletter box as ticked, and off when the client does not send it", () => {
    expect(checkPayload(signupEmailPayloadSchema, { ...signup, newsletter: true })).toEqual({
      ok: true,
      data: { ...signup, newsletter: true },
    });
    expect(checkPayload(signupEmailPayloadSchema, { ...signup, newsletter: false })).toMatchObject({
      data: { newsletter: false },
    });
  });

  it.each([
    {
      case: "unknown profile type",
      over: { profile_type: "robot" },
      errors: { profile_type: "validation.profile_type" },
    },
    {
      case: "missing profile type",
      over: { profile_type: undefined },
      errors: { profile_type: "validation.profile_type" },
    },
    {
      case: "not an e-mail",
      over: { email: "nope" },
      errors: { email: "report.validator.email_empty" },
    },
    {
      case: "missing e-mail",
      over: { email: undefined },
      errors: { email: "report.validator.email_empty" },
    },
    {
      case: "Cyrillic username",
      over: { username: "иван" },
      errors: { username: "username.validation.only_latin_letters" },
    },
    {
      case: "special characters",
      over: { username: "bad!name" },
      errors: { username: "username.validation.special_characters" },
    },
    {
      case: "short username",
      over: { username: "abc" },
      errors: { username: "username.validation.min.chars" },
    },
    {
      case: "username a number",
      over: { username: 5 },
      errors: { username: "username.validation.min.chars" },
    },
    {
      case: "short password",
      over: { password: "1234567" },
      errors: { password: "forms.settings.password.too_short" },
    },
    {
      case: "password over 200",
      over: { password: "p".repeat(201) },
      errors: { password: "forms.error.too_long" },
    },
    {
      case: "missing password",
      over: { password: undefined },
      errors: { password: "forms.settings.password.too_short" },
    },
    {
      case: "newsletter not a boolean",
      over: { newsletter: "yes" },
      errors: { newsletter: "forms.error.invalid" },
    },
  ])("$case", ({ over, errors }) => {
    expect(errorsOf(signupEmailPayloadSchema, { ...signup, ...over })).toEqual(errors);
  });
});

describe("usernamePayloadSchema and emailPayloadSchema", () => {
  it.each([
    { value: { username: "ayse.yilmaz@gmail.com" }, out: { username: "ayse.yilmaz" } },
    { value: { username: "ay se" }, out: { username: "ayse" } },
  ])("username $value.username -> $out.username", ({ value, out }) => {
    expect(checkPayload(usernamePayloadSchema, value)).toEqual({ ok: true, data: out });
  });

  it.each([
    { value: { email: "A@B.CO" }, result: { ok: true, data: { email: "a@b.co" } } },
    {
      value: { email: "a@b" },
      result: { ok: false, errors: { email: "report.validator.email_empty" } },
    },
    { value: {}, result: { ok: false, errors: { email: "report.validator.email_empty" } } },
  ])("email $value.email", ({ value, result }) => {
    expect(checkPayload(emailPayloadSchema, value)).toEqual(result);
  });
});

describe("passwordResetPayloadSchema", () => {
  it.each([
    {
      case: "typed twice alike",
      body: { password: "new-password", repeat_password: "new-password" },
      errors: {},
    },
    {
      case: "typed twice differently",
      body: { password: "new-password", repeat_password: "new-passwort" },
      errors: { repeat_password: "forms.settings.password.mismatch" },
    },
    {
      case: "too short",
      body: { password: "short", repeat_password: "short" },
      errors: { password: "forms.settings.password.too_short" },
    },
    {
      case: "repeat missing",
      body: { password: "new-password" },
      errors: { repeat_password: "forms.settings.password.mismatch" },
    },
  ])("$case", ({ body, errors }) => {
    expect(errorsOf(passwordResetPayloadSchema, body)).toEqual(errors);
  });
});
