import { describe, expect, it } from "vitest";
import {
  bioMax,
  birthdayParts,
  birthdayPayload,
  birthdayProblem,
  birthdayValue,
  genderOrDefault,
  isSignupComplete,
  nameMax,
  personalSignupFields,
  signupNameStart,
} from "./profile";

describe("limits", () => {
  it.each([
    ["business", 150],
    ["personal", 500],
  ] as const)("a %s bio takes %i characters", (type, max) => {
    expect(bioMax(type)).toBe(max);
  });
  it("a name takes 30 characters", () => {
    expect(nameMax()).toBe(30);
  });
});

describe("genderOrDefault", () => {
  it.each([
    ["female", "female"],
    ["male", "male"],
    [null, "male"],
    [undefined, "male"],
    ["", "male"],
    ["other", "male"],
  ])("%j -> %s", (given, sent) => {
    expect(genderOrDefault(given)).toBe(sent);
  });
});

describe("birthdayValue", () => {
  it.each([
    { parts: { year: 1994, month: 8, day: 21 }, sent: "1994-08-21" },
    { parts: { year: "1990", month: "4", day: "7" }, sent: "1990-04-07" },
    { parts: { year: 2000, month: 2, day: 29 }, sent: "2000-02-29" },
    // incomplete
    { parts: { year: 1994, month: 8, day: null }, sent: "" },
    { parts: { year: null, month: 8, day: 21 }, sent: "" },
    { parts: { year: 1994, month: "", day: 21 }, sent: "" },
    { parts: { year: null, month: null, day: null }, sent: "" },
    // not a real day
    { parts: { year: 1999, month: 2, day: 29 }, sent: "" },
    { parts: { year: 1994, month: 4, day: 31 }, sent: "" },
    { parts: { year: 1994, month: 13, day: 1 }, sent: "" },
    { parts: { year: 94, month: 1, day: 1 }, sent: "" },
  ])("$parts -> $sent", ({ parts, sent }) => {
    expect(birthdayValue(parts)).toBe(sent);
  });

  it.each([
    { value: "1994-08-21", parts: { year: 1994, month: 8, day: 21 } },
    { value: "", parts: { year: null, month: null, day: null } },
    { value: null, parts: { year: null, month: null, day: null } },
  ])("reads $value back", ({ value, parts }) => {
    expect(birthdayParts(value)).toEqual(parts);
  });
});

describe("birthdayPayload and birthdayProblem", () => {
  it.each([
    { parts: { year: 1994, month: 8, day: 21 }, sent: "1994-08-21", problem: null },
    { parts: { year: 2000, month: 2, day: 29 }, sent: "2000-02-29", problem: null },
    // incomplete: sent empty, nothing to say (001 §5)
    { parts: { year: 1994, month: 8, day: null }, sent: "", problem: null },
    { parts: { year: null, month: 2, day: 31 }, sent: "", problem: null },
    // impossible: sent as chosen and refused, never turned into "no birthday"
    {
      parts: { year: 2001, month: 2, day: 31 },
      sent: "2001-02-31",
      problem: "forms.error.birthday_invalid",
    },
    {
      parts: { year: 1999, month: 2, day: 29 },
      sent: "1999-02-29",
      problem: "forms.error.birthday_invalid",
    },
    {
      parts: { year: "1994", month: "4", day: "31" },
      sent: "1994-04-31",
      problem: "forms.error.birthday_invalid",
    },
  ])("$parts -> $sent ($problem)", ({ parts, sent, problem }) => {
    expect(birthdayPayload(parts)).toBe(sent);
    expect(birthdayProblem(parts)).toBe(problem);
  });
});

describe("sign-up completion", () => {
  it.each([
    [undefined, false],
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])("register_step %s complete: %s", (step, complete) => {
    expect(isSignupComplete(step)).toBe(complete);
  });

  it.each([
    [true, ["username", "name", "birthday", "location", "gender", "bio"]],
    [false, ["name", "birthday", "location", "gender", "bio"]],
  ])("after a social login (%s) the personal form asks %j", (social, fields) => {
    expect(personalSignupFields(social)).toEqual(fields);
  });

  it.each([
    ["no name yet (the server shows the username)", "qa.newbie59560", "qa.newbie59560", ""],
    ["no name at all", "qa.newbie59560", "", ""],
    ["a real name", "maria.petrova", " Мария Петрова ", "Мария Петрова"],
  ])(
    "the name field, for %s, starts as the account's name or empty",
    (_case, username, name, start) => {
      expect(signupNameStart({ username, name })).toBe(start);
    },
  );
});
