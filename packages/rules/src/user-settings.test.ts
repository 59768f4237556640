import { describe, expect, it } from "vitest";
import { checkPayload } from "./schemas/field-errors";
import {
  bioPayloadSchema,
  birthdayPayloadSchema,
  businessCoverPayloadSchema,
  businessMissionPayloadSchema,
  businessOrganizationSizePayloadSchema,
  businessSectorsPayloadSchema,
  donationsVisibilityPayloadSchema,
  emailChangePayloadSchema,
  emailSubscriptionsPayloadSchema,
  emailUnsubscribePayloadSchema,
  genderPayloadSchema,
  isEmailSubscriptionType,
  isSubscribedTo,
  locationPayloadSchema,
  nameLockProblem,
  namePayloadSchema,
  phonePayloadSchema,
  timezonePayloadSchema,
  timezoneProblem,
  translationLanguagePayloadSchema,
} from "./user-settings";

const place = { place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", formatted_address: "Sofia, Bulgaria" };

describe("the one-field settings payloads", () => {
  it.each([
    {
      name: "bio (business)",
      schema: bioPayloadSchema("business"),
      value: { bio: "x".repeat(150) },
      errors: {},
    },
    {
      name: "bio (business)",
      schema: bioPayloadSchema("business"),
      value: { bio: "x".repeat(151) },
      errors: { bio: "forms.error.too_long" },
    },
    {
      name: "bio (personal)",
      schema: bioPayloadSchema("personal"),
      value: { bio: "x".repeat(500) },
      errors: {},
    },
    {
      name: "bio (personal)",
      schema: bioPayloadSchema("personal"),
      value: { bio: "x".repeat(501) },
      errors: { bio: "forms.error.too_long" },
    },
    { name: "bio", schema: bioPayloadSchema("personal"), value: { bio: "" }, errors: {} },
    { name: "name", schema: namePayloadSchema, value: { name: "Maria" }, errors: {} },
    {
      name: "name",
      schema: namePayloadSchema,
      value: { name: "  " },
      errors: { name: "forms.error.name_required" },
    },
    {
      name: "name",
      schema: namePayloadSchema,
      value: {},
      errors: { name: "forms.error.name_required" },
    },
    {
      name: "name",
      schema: namePayloadSchema,
      value: { name: "x".repeat(31) },
      errors: { name: "forms.error.too_long" },
    },
    { name: "phone", schema: phonePayloadSchema, value: { phone: "+359 88 123 4567" }, errors: {} },
    {
      name: "phone",
      schema: phonePayloadSchema,
      value: { phone: "call me" },
      errors: { phone: "forms.settings.phone.invalid" },
    },
    {
      name: "phone",
      schema: phonePayloadSchema,
      value: { phone: 359881234567 },
      errors: { phone: "forms.settings.phone.invalid" },
    },
    { name: "gender", schema: genderPayloadSchema, value: { gender: "female" }, errors: {} },
    {
      name: "gender",
      schema: genderPayloadSchema,
      value: { gender: "other" },
      errors: { gender: "validation.gender" },
    },
    { name: "birthday", schema: birthdayPayloadSchema, value: { birthday: "" }, errors: {} },
    {
      name: "birthday",
      schema: birthdayPayloadSchema,
      value: { birthday: "1990-04-17" },
      errors: {},
    },
    {
      name: "birthday",
      schema: birthdayPayloadSchema,
      value: { birthday: "1990-02-30" },
      errors: { birthday: "forms.error.birthday_invalid" },
    },
    { name: "location", schema: locationPayloadSchema, value: { location: place }, errors: {} },
    {
      name: "location",
      schema: locationPayloadSchema,
      value: { location: { place_id: "", formatted_address: "" } },
      errors: { location: "forms.error.location_required" },
    },
    {
      name: "timezone",
      schema: timezonePayloadSchema,
      value: { timezone: "Europe/Sofia" },
      errors: {},
    },
    {
      name: "timezone",
      schema: timezonePayloadSchema,
      value: { timezone: "Mars/Olympus" },
      errors: { timezone: "validation.timezone" },
    },
    {
      name: "timezone",
      schema: timezonePayloadSchema,
      value: { timezone: "" },
      errors: { timezone: "validation.timezone" },
    },
    {
      name: "mission",
      schema: businessMissionPayloadSchema,
      value: { mission: "x".repeat(1000) },
      errors: {},
    },
    {
      name: "mission",
      schema: businessMissionPayloadSchema,
      value: { mission: "x".repeat(1001) },
      errors: { mission: "forms.error.too_long" },
    },
    {
      name: "sectors",
      schema: businessSectorsPayloadSchema,
      value: { sectors: [1, 3] },
      errors: {},
    },
    {
      name: "sectors",
      schema: businessSectorsPayloadSchema,
      value: { sectors: [] },
      errors: { sectors: "forms.error.sectors_required" },
    },
    {
      name: "organization size",
      schema: businessOrganizationSizePayloadSchema,
      value: { organization_size: 2 },
      errors: {},
    },
    {
      name: "organization size",
      schema: businessOrganizationSizePayloadSchema,
      value: { organization_size: 0 },
      errors: { organization_size: "forms.error.organization_size_required" },
    },
    { name: "cover", schema: businessCoverPayloadSchema, value: { cover: 5521 }, errors: {} },
    {
      name: "cover",
      schema: businessCoverPayloadSchema,
      value: { cover: -1 },
      errors: { cover: "forms.error.invalid" },
    },
    {
      name: "language",
      schema: translationLanguagePayloadSchema,
      value: { language_code: "bg" },
      errors: {},
    },
    {
      name: "language",
      schema: translationLanguagePayloadSchema,
      value: { language_code: "xx" },
      errors: { language_code: "forms.error.invalid" },
    },
    {
      name: "visibility",
      schema: donationsVisibilityPayloadSchema,
      value: { visibility: false },
      errors: {},
    },
    {
      name: "visibility",
      schema: donationsVisibilityPayloadSchema,
      value: { visibility: "no" },
      errors: { visibility: "forms.error.invalid" },
    },
  ])("$name $value -> $errors", ({ schema, value, errors }) => {
    const result = checkPayload(schema, value);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it.each([
    {
      value: { email: "new@example.bg" },
      errors: { password: "forms.settings.password.current_required" },
    },
    {
      value: { email: "new@example.bg", password: "" },
      errors: { password: "forms.settings.password.current_required" },
    },
    { value: { email: "nope@", password: "x" }, errors: { email: "report.validator.email_empty" } },
  ])("e-mail change $value -> $errors", ({ value, errors }) => {
    const result = checkPayload(emailChangePayloadSchema, value);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it("sends the new address trimmed and lower-cased, with the password as typed", () => {
    expect(
      checkPayload(emailChangePayloadSchema, { email: " New@Example.BG ", password: " pw " }),
    ).toEqual({ ok: true, data: { email: "new@example.bg", password: " pw " } });
  });

  it("sends the name and phone trimmed", () => {
    expect(checkPayload(namePayloadSchema, { name: " Maria " })).toEqual({
      ok: true,
      data: { name: "Maria" },
    });
    expect(checkPayload(phonePayloadSchema, { phone: " +359881234567 " })).toEqual({
      ok: true,
      data: { phone: "+359881234567" },
    });
  });
});

describe("the e-mail subscriptions payloads", () => {
  it.each([
    { value: { types: [{ type: "newsletter", subscribed: false }] }, errors: {} },
    { value: { user_id: 4, signature: "abc", types: [] }, errors: {} },
    { value: {}, errors: { types: "forms.error.invalid" } },
    {
      value: { types: [{ type: "", subscribed: true }] },
      errors: { "types.0.type": "forms.error.invalid" },
    },
    {
      value: { types: [{ type: "x".repeat(65), subscribed: true }] },
      errors: { "types.0.type": "forms.error.invalid" },
    },
    {
      value: { types: [{ type: "newsletter", subscribed: "yes" }] },
      errors: { "types.0.subscribed": "forms.error.invalid" },
    },
    {
      value: {
        types: Array.from({ length: 51 }, () => ({ type: "newsletter", subscribed: true })),
      },
      errors: { types: "forms.error.invalid" },
    },
  ])("subscriptions $value -> $errors", ({ value, errors }) => {
    const result = checkPayload(emailSubscriptionsPayloadSchema, value);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it.each([
    { value: { user_id: 4, checksum: "abc", template: "newsletter" }, errors: {} },
    {
      value: { user_id: 0, checksum: "abc", template: "newsletter" },
      errors: { user_id: "forms.error.invalid" },
    },
    {
      value: { user_id: 4, checksum: "", template: "newsletter" },
      errors: { checksum: "forms.error.invalid" },
    },
    { value: { user_id: 4, checksum: "abc" }, errors: { template: "forms.error.invalid" } },
  ])("unsubscribe $value -> $errors", ({ value, errors }) => {
    const result = checkPayload(emailUnsubscribePayloadSchema, value);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it.each([
    ["newsletter", true],
    ["weekly_statistics", true],
    ["spam", false],
  ])("isEmailSubscriptionType(%s) is %s", (type, expected) => {
    expect(isEmailSubscriptionType(type)).toBe(expected);
  });
});

describe("isSubscribedTo: the newsletter only with consent (issue 25)", () => {
  it.each([
    ["no choice on record", {}, false],
    ["opted in", { newsletter: true }, true],
    ["opted out", { newsletter: false }, false],
  ])("newsletter, %s: %s", (_case, choices, expected) => {
    expect(isSubscribedTo(choices, "newsletter")).toBe(expected);
  });

  it.each([
    ["no choice on record", {}, true],
    ["turned off", { donations: false }, false],
    ["the newsletter turned on says nothing of it", { newsletter: true }, true],
  ])("a transactional family (donations), %s: %s", (_case, choices, expected) => {
    expect(isSubscribedTo(choices, "donations")).toBe(expected);
  });
});

describe("timezoneProblem and nameLockProblem", () => {
  it.each([
    ["Europe/Sofia", null],
    ["UTC", null],
    ["Europe/Atlantis", "validation.timezone"],
    ["   ", "validation.timezone"],
    [`Europe/${"x".repeat(64)}`, "validation.timezone"],
  ])("timezoneProblem(%j) is %s", (timezone, expected) => {
    expect(timezoneProblem(timezone)).toBe(expected);
  });

  it.each([
    {
      user: { registerStep: 2, canChange: false, currentName: "Maria" },
      next: "Ivan",
      problem: "validation.name.locked",
    },
    {
      user: { registerStep: 2, canChange: false, currentName: "Maria" },
      next: "Maria",
      problem: null,
    },
    { user: { registerStep: 2, canChange: false, currentName: null }, next: "Ivan", problem: null },
    {
      user: { registerStep: 2, canChange: true, currentName: "Maria" },
      next: "Ivan",
      problem: null,
    },
    {
      user: { registerStep: 1, canChange: false, currentName: "Maria" },
      next: "Ivan",
      problem: null,
    },
  ])("$user renamed to $next -> $problem", ({ user, next, problem }) => {
    expect(nameLockProblem(user, next)).toBe(problem);
  });
});
