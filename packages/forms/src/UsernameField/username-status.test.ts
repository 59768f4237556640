import { describe, expect, it } from "vitest";
import {
  type ServerAnswer,
  shouldAskServer,
  type UsernameFieldStatus,
  usernameBlocker,
  usernameError,
  usernameFieldStatus,
} from "./username-status";

const pending: ServerAnswer = { state: "pending" };
const ok: ServerAnswer = { state: "success" };
const taken: ServerAnswer = {
  state: "error",
  fieldErrors: { username: "username.validation.username_taken" },
};
const down: ServerAnswer = { state: "error", fieldErrors: null };

describe("usernameFieldStatus", () => {
  const cases: [string, Parameters<typeof usernameFieldStatus>[0], UsernameFieldStatus][] = [
    ["empty", { value: "", settled: "", server: pending }, { status: "idle" }],
    [
      "the present name",
      { value: "maria", settled: "maria", currentUsername: "maria", server: pending },
      { status: "idle" },
    ],
    ["still typing", { value: "mari", settled: "mar", server: ok }, { status: "typing" }],
    [
      "too short, settled",
      { value: "mar", settled: "mar", server: pending },
      { status: "invalid", message: "username.validation.min.chars" },
    ],
    [
      "Cyrillic",
      { value: "мария", settled: "мария", server: pending },
      { status: "invalid", message: "username.validation.only_latin_letters" },
    ],
    [
      "a special character",
      { value: "maria!", settled: "maria!", server: pending },
      { status: "invalid", message: "username.validation.special_characters" },
    ],
    ["asking", { value: "maria", settled: "maria", server: pending }, { status: "checking" }],
    ["free", { value: "maria", settled: "maria", server: ok }, { status: "available" }],
    [
      "taken",
      { value: "maria", settled: "maria", server: taken },
      {
        status: "taken",
        message: "username.validation.username_taken",
        suggestions: ["maria1", "maria11"],
      },
    ],
    [
      "taken at 20 characters: suggestions still fit",
      { value: "abcdefghijklmnopqrst", settled: "abcdefghijklmnopqrst", server: taken },
      {
        status: "taken",
        message: "username.validation.username_taken",
        suggestions: ["abcdefghijklmnopqrs1", "abcdefghijklmnopqr11"],
      },
    ],
    ["server down", { value: "maria", settled: "maria", server: down }, { status: "unverified" }],
  ];
  it.each(cases)("%s", (_, input, expected) => {
    expect(usernameFieldStatus(input)).toEqual(expected);
  });
});

describe("shouldAskServer", () => {
  it.each([
    ["", null, false],
    ["mar", null, false],
    ["мария", null, false],
    ["maria", "maria", false],
    ["maria", "maria.p", true],
    ["maria_p-1.x", undefined, true],
  ] as const)("%j (current %j) -> %j", (settled, current, expected) => {
    expect(shouldAskServer(settled, current)).toBe(expected);
  });
});

describe("usernameBlocker and usernameError", () => {
  const cases: [UsernameFieldStatus, string, string | null, string | null][] = [
    [{ status: "idle" }, "", "forms.username.required", null],
    [{ status: "idle" }, "maria", null, null],
    [{ status: "typing" }, "mari", "forms.username.wait_for_check", null],
    [{ status: "checking" }, "maria", "forms.username.wait_for_check", null],
    [
      { status: "invalid", message: "username.validation.min.chars" },
      "mar",
      "username.validation.min.chars",
      "username.validation.min.chars",
    ],
    [
      {
        status: "taken",
        message: "username.validation.username_taken",
        suggestions: ["maria1", "maria11"],
      },
      "maria",
      "username.validation.username_taken",
      "username.validation.username_taken",
    ],
    [{ status: "available" }, "maria", null, null],
    [{ status: "unverified" }, "maria", null, null],
  ];
  it.each(cases)("%j", (status, value, blocker, error) => {
    expect(usernameBlocker(status, value)).toBe(blocker);
    expect(usernameError(status)).toBe(error);
  });
});
