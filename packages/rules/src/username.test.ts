import { describe, expect, it } from "vitest";
import {
  canChangeUsername,
  localUsernameCheck,
  normalizeUsernameInput,
  serverUsernameCheck,
  usernameProblem,
  usernameSuggestions,
} from "./username";

describe("normalizeUsernameInput", () => {
  it.each([
    { typed: "maria.petrova", kept: "maria.petrova" },
    { typed: " maria petrova ", kept: "mariapetrova" },
    { typed: "maria\tpetrova\n", kept: "mariapetrova" },
    { typed: "maria.petrova@example.com", kept: "maria.petrova" },
    { typed: " ayse.yilmaz@example.com.tr ", kept: "ayse.yilmaz" },
    // Not e-mail-like: kept as typed, and the validator will speak.
    { typed: "maria@", kept: "maria@" },
    { typed: "maria@home", kept: "maria@home" },
    { typed: "", kept: "" },
  ])("$typed -> $kept", ({ typed, kept }) => {
    expect(normalizeUsernameInput(typed)).toBe(kept);
  });
});

describe("usernameProblem", () => {
  it.each([
    { username: "maria.petrova", problem: null },
    { username: "zdrowie-fundacja", problem: null },
    { username: "jan_k", problem: null },
    { username: "abcd", problem: null },
    { username: "a".repeat(20), problem: null },
    { username: "мария", problem: "username.validation.only_latin_letters" },
    { username: "mariaпетрова", problem: "username.validation.only_latin_letters" },
    { username: "марія", problem: "username.validation.only_latin_letters" },
    { username: "μαρία", problem: "username.validation.only_latin_letters" },
    { username: "ayşe", problem: "username.validation.only_latin_letters" },
    { username: "maria!", problem: "username.validation.special_characters" },
    { username: "maria@home", problem: "username.validation.special_characters" },
    { username: "maria+1", problem: "username.validation.special_characters" },
    { username: "maria😀", problem: "username.validation.special_characters" },
    { username: "abc", problem: "username.validation.min.chars" },
    { username: "", problem: "username.validation.min.chars" },
    { username: "a".repeat(21), problem: "username.validation.min.chars" },
    // Cyrillic is reported before the length.
    { username: "ми", problem: "username.validation.only_latin_letters" },
  ])("$username -> $problem", ({ username, problem }) => {
    expect(usernameProblem(username)).toBe(problem);
  });
});

describe("usernameSuggestions", () => {
  it.each([
    { username: "maria", suggestions: ["maria1", "maria11"] },
    { username: "a".repeat(19), suggestions: [`${"a".repeat(19)}1`, `${"a".repeat(18)}11`] },
    { username: "a".repeat(20), suggestions: [`${"a".repeat(19)}1`, `${"a".repeat(18)}11`] },
  ])("$username -> $suggestions", ({ username, suggestions }) => {
    const result = usernameSuggestions(username);
    expect(result).toEqual(suggestions);
    for (const s of result) expect(s.length).toBeLessThanOrEqual(20);
  });
});

describe("username check", () => {
  it.each([
    { username: "maria", local: { status: "checking" } },
    { username: "ma", local: { status: "invalid", message: "username.validation.min.chars" } },
  ])("$username locally -> $local.status", ({ username, local }) => {
    expect(localUsernameCheck(username)).toEqual(local);
  });

  it.each([
    { errors: null, result: { status: "available" } },
    { errors: {}, result: { status: "available" } },
    {
      errors: { username: "username.validation.username_taken" },
      result: {
        status: "taken",
        message: "username.validation.username_taken",
        suggestions: ["maria1", "maria11"],
      },
    },
  ])("server answers $errors -> $result.status", ({ errors, result }) => {
    expect(serverUsernameCheck("maria", errors)).toEqual(result);
  });

  it.each([
    [{ can_username_change: true }, true],
    [{ can_username_change: false }, false],
    [{}, false],
  ])("%j may change username: %s", (user, may) => {
    expect(canChangeUsername(user)).toBe(may);
  });
});
