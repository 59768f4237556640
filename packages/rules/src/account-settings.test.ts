import { describe, expect, it } from "vitest";
import {
  emailChangeProblem,
  emailChangeProblems,
  ACCOUNT_MESSAGE as M,
  nameProblem,
  newPasswordProblem,
  PASSWORD_MAX,
  passwordChangePayloadSchema,
  passwordChangeProblems,
  phoneProblem,
} from "./account-settings";
import { checkPayload } from "./schemas/field-errors";

describe("emailChangeProblem", () => {
  it.each([
    ["new@example.bg", "old@example.bg", null],
    ["  new@example.bg ", null, null],
    ["", "old@example.bg", M.emailInvalid],
    ["not-an-email", null, M.emailInvalid],
    ["a@b", null, M.emailInvalid],
    ["Old@Example.bg", "old@example.bg", M.emailUnchanged],
  ])("%j (current %j): %s", (email, current, problem) => {
    expect(emailChangeProblem(email, current)).toBe(problem);
  });
});

describe("emailChangeProblems", () => {
  it.each([
    { values: { email: "new@example.bg", password: "secret-1" }, problems: {} },
    {
      values: { email: "new@example.bg", password: "" },
      problems: { password: M.passwordCurrent },
    },
    {
      values: { email: "old@example.bg", password: "" },
      problems: { email: M.emailUnchanged, password: M.passwordCurrent },
    },
  ])("$values -> $problems", ({ values, problems }) => {
    expect(emailChangeProblems(values, "old@example.bg")).toEqual(problems);
  });
});

describe("newPasswordProblem", () => {
  it.each([
    { password: "", problem: M.passwordShort },
    { password: "1234567", problem: M.passwordShort },
    { password: "12345678", problem: null },
    // Characters, not UTF-16 units: seven emoji are seven characters.
    { password: "😀😀😀😀😀😀😀", problem: M.passwordShort },
    { password: "пароль12", problem: null },
  ])("$password", ({ password, problem }) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });
});

describe("passwordChangeProblems", () => {
  it.each([
    [{ password: "old-secret", new_password: "new-secret", repeat_new_password: "new-secret" }, {}],
    [
      { password: "", new_password: "new-secret", repeat_new_password: "new-secret" },
      { password: M.passwordCurrent },
    ],
    [
      { password: "old", new_password: "short", repeat_new_password: "short" },
      { new_password: M.passwordShort },
    ],
    [
      { password: "old", new_password: "1234567", repeat_new_password: "1234567" },
      { new_password: M.passwordShort },
    ],
    [{ password: "old", new_password: "12345678", repeat_new_password: "12345678" }, {}],
    [
      { password: "same-secret", new_password: "same-secret", repeat_new_password: "same-secret" },
      { new_password: M.passwordSame },
    ],
    [
      { password: "old-secret", new_password: "new-secret", repeat_new_password: "new-secreT" },
      { repeat_new_password: M.passwordMismatch },
    ],
    [
      { password: "", new_password: "", repeat_new_password: "x" },
      {
        password: M.passwordCurrent,
        new_password: M.passwordShort,
        repeat_new_password: M.passwordMismatch,
      },
    ],
  ])("%o: %o", (values, problems) => {
    expect(passwordChangeProblems(values)).toEqual(problems);
  });
});

describe("nameProblem", () => {
  it.each([
    ["Мария Петрова", null],
    ["   ", M.nameRequired],
    ["a".repeat(30), null],
    ["a".repeat(31), M.nameTooLong],
    [`  ${"a".repeat(30)}  `, null],
  ])("%j: %s", (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });
});

describe("phoneProblem", () => {
  it.each([
    ["+359 88 123 4567", null],
    ["(02) 981-1234", null],
    ["12345", M.phoneInvalid],
    ["+359 88 abc", M.phoneInvalid],
    ["", M.phoneInvalid],
    ["+1234567890123456789012", M.phoneInvalid],
  ])("%j: %s", (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem);
  });
});

describe("passwordChangePayloadSchema", () => {
  const good = {
    password: "old-secret",
    new_password: "new-secret",
    repeat_new_password: "new-secret",
  };
  it.each([
    { change: {}, errors: {} },
    { change: { password: "" }, errors: { password: M.passwordCurrent } },
    { change: { password: undefined }, errors: { password: M.passwordCurrent } },
    {
      change: { new_password: "short", repeat_new_password: "short" },
      errors: { new_password: M.passwordShort },
    },
    {
      change: { new_password: "old-secret", repeat_new_password: "old-secret" },
      errors: { new_password: M.passwordSame },
    },
    {
      change: { repeat_new_password: "new-secreT" },
      errors: { repeat_new_password: M.passwordMismatch },
    },
    { change: { repeat_new_password: 5 }, errors: { repeat_new_password: M.passwordMismatch } },
    {
      change: {
        new_password: "x".repeat(PASSWORD_MAX + 1),
        repeat_new_password: "x".repeat(PASSWORD_MAX + 1),
      },
      errors: { new_password: "forms.error.too_long" },
    },
  ])("$change -> $errors", ({ change, errors }) => {
    const result = checkPayload(passwordChangePayloadSchema, { ...good, ...change });
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });
});
