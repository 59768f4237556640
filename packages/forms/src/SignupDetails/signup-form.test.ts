import type { PersonalSignupValues } from "@causeway/rules";
import { describe, expect, it } from "vitest";
import { birthdayChoices, formErrors, personalErrors, signupBlockers } from "./signup-form";

const filled: PersonalSignupValues = {
  username: "maria.petrova",
  name: "Мария Петрова",
  gender: null,
  birthday: { year: 1994, month: 8, day: 21 },
  location: { place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", formatted_address: "Sofia, Bulgaria" },
  timezone: "Europe/Sofia",
  bio: "",
};

describe("formErrors", () => {
  it.each([
    [{}, []],
    [
      { "location.place_id": "forms.error.location_required", name: "forms.error.name_required" },
      [
        ["name", "forms.error.name_required"],
        ["location", "forms.error.location_required"],
      ],
    ],
    [
      { "location.place_id": "a.b", "location.formatted_address": "c.d", captcha: "e.f" },
      [
        ["location", "a.b"],
        ["captcha", "e.f"],
      ],
    ],
  ] as const)("%j", (errors, expected) => {
    expect(formErrors(errors, ["username", "name", "location"])).toEqual(expected);
  });
});

describe("personalErrors", () => {
  it.each([
    ["filled", filled, []],
    [
      "an incomplete birthday is sent empty, not an error",
      { ...filled, birthday: { year: 1994, month: null, day: 3 } },
      [],
    ],
    ["no name", { ...filled, name: "  " }, [["name", "forms.error.name_required"]]],
    [
      "name of 31 characters",
      { ...filled, name: "a".repeat(31) },
      [["name", "forms.error.too_long"]],
    ],
    [
      "bio of 501 characters",
      { ...filled, bio: "b".repeat(501) },
      [["bio", "forms.error.too_long"]],
    ],
    ["bio of 500 characters", { ...filled, bio: "b".repeat(500) }, []],
    ["no location", { ...filled, location: null }, [["location", "forms.error.location_required"]]],
    [
      "short username",
      { ...filled, username: "mar" },
      [["username", "username.validation.min.chars"]],
    ],
  ] as const)("%s", (_, values, expected) => {
    expect(personalErrors(values as PersonalSignupValues)).toEqual(expected);
  });
});

describe("signupBlockers", () => {
  const errors: [string, string][] = [
    ["username", "username.validation.min.chars"],
    ["location", "forms.error.location_required"],
  ];
  it.each([
    [
      "username shown and checking: its blocker first, schema's username message not repeated",
      { shown: true, status: { status: "checking" }, value: "maria" },
      ["forms.username.wait_for_check", "forms.error.location_required"],
    ],
    [
      "username shown and free",
      { shown: true, status: { status: "available" }, value: "maria" },
      ["forms.error.location_required"],
    ],
    [
      "username not shown: the schema speaks",
      { shown: false, status: { status: "idle" }, value: "" },
      ["username.validation.min.chars", "forms.error.location_required"],
    ],
  ] as const)("%s", (_, username, expected) => {
    expect(signupBlockers(errors, username as Parameters<typeof signupBlockers>[1])).toEqual(
      expected,
    );
  });
});

describe("birthdayChoices", () => {
  it("31 days, 12 months, 110 years ending 13 years ago, newest first", () => {
    const { days, months, years } = birthdayChoices(new Date("2026-11-22T00:00:00Z"));
    expect([days.length, days[0], days.at(-1)]).toEqual([31, 1, 31]);
    expect([months.length, months[0], months.at(-1)]).toEqual([12, 1, 12]);
    expect([years.length, years[0], years.at(-1)]).toEqual([110, 2013, 1904]);
  });
});
