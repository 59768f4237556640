import type { User } from "@causeway/api-client";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_PAGES,
  type AccountPage,
  accountPages,
  defaultSettingsHref,
  formatBirthday,
  settingValue,
} from "./general-settings";
import { BUSINESS, PERSON } from "./user-fixtures";

const EMPTY: User = {
  ...PERSON,
  email: undefined,
  phone: null,
  name: "  ",
  location: null,
  timezone: null,
  gender: null,
  birthday: "1986-02-30",
};

describe("accountPages", () => {
  it("lists size and sector for a business member only", () => {
    const business = accountPages("business");
    const personal = accountPages("personal");
    expect(business).toEqual([...ACCOUNT_PAGES]);
    expect(business).toContain("size");
    expect(business).toContain("sector");
    expect(personal).toEqual(business.filter((page) => page !== "size" && page !== "sector"));
    expect(personal).toHaveLength(9);
  });
});

describe("defaultSettingsHref", () => {
  it.each([
    ["general", "/settings/general"],
    ["size", "/settings/size"],
    ["timezone", "/settings/timezone"],
  ] as const)("%s -> %s", (page, href) => expect(defaultSettingsHref(page)).toBe(href));
});

describe("settingValue", () => {
  it.each<[string, User, AccountPage, string, ReturnType<typeof settingValue>]>([
    ["email", PERSON, "email", "en", { text: "maria.petrova@example.bg" }],
    ["username", PERSON, "username", "en", { text: "maria.petrova" }],
    ["name", PERSON, "name", "en", { text: "Мария Петрова" }],
    ["phone", PERSON, "phone", "en", { text: "+359 88 123 4567" }],
    [
      "password (never shown)",
      PERSON,
      "password",
      "en",
      { key: "forms.settings.general.password_value" },
    ],
    ["gender", PERSON, "gender", "en", { key: "forms.signup.gender.female" }],
    ["birthday in English", PERSON, "birthday", "en", { text: "March 12, 1986" }],
    ["birthday in Bulgarian", PERSON, "birthday", "bg", { text: "12 март 1986 г." }],
    ["location", PERSON, "location", "en", { text: "Sofia, Bulgaria" }],
    ["time zone", PERSON, "timezone", "en", { text: "Europe/Sofia" }],
    ["size", BUSINESS, "size", "en", { text: "11-50" }],
    ["sectors as a list", BUSINESS, "sector", "en", { text: "Healthcare and Education" }],
    ["sectors in Polish", BUSINESS, "sector", "pl", { text: "Healthcare i Education" }],
    ["no e-mail", EMPTY, "email", "en", null],
    ["no phone", EMPTY, "phone", "en", null],
    ["a blank name", EMPTY, "name", "en", null],
    ["no gender", EMPTY, "gender", "en", null],
    ["a date the month lacks", EMPTY, "birthday", "en", null],
    ["no location", EMPTY, "location", "en", null],
    ["no time zone", EMPTY, "timezone", "en", null],
    ["no business info", PERSON, "size", "en", null],
    ["no sectors", PERSON, "sector", "en", null],
  ])("%s", (_, user, page, locale, expected) => {
    expect(settingValue(user, page, locale)).toEqual(expected);
  });
});

describe("formatBirthday", () => {
  it.each([
    ["2000-01-05", "de", "5. Januar 2000"],
    ["", "en", ""],
    [null, "en", ""],
    ["1990-13-01", "en", ""],
  ])("%s in %s", (value, locale, expected) => expect(formatBirthday(value, locale)).toBe(expected));
});
