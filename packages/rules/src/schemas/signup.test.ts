import { describe, expect, it } from "vitest";
import { checkPayload } from "./field-errors";
import {
  signupBusinessDetailsPayloadSchema,
  signupBusinessPayloadSchema,
  signupDetailsPayloadSchema,
  toSignupBusinessDetailsPayload,
  toSignupDetailsPayload,
} from "./signup";

const istanbul = {
  place_id: "ChIJawhoAASnyhQR0LABvJj-zOE",
  formatted_address: "İstanbul, Türkiye",
};
const krakow = { place_id: "ChIJAZ-GmmbMHkcR_NPqiCq-8HI", formatted_address: "Kraków, Poland" };

/** The contract's examples (openapi.yaml). */
const personal = {
  username: "ayse.yilmaz",
  name: "Ayşe Yılmaz",
  gender: "female",
  birthday: "1994-08-21",
  location: istanbul,
  timezone: "Europe/Istanbul",
  bio: "",
};
const business = {
  bio: "Pomagamy dzieciom w leczeniu.",
  name: "Fundacja Zdrowie",
  logo: 5540,
  username: "zdrowie-fundacja",
  sectors: [4],
  timezone: "Europe/Warsaw",
  location: krakow,
  organization_size: 2,
};

const errorsOf = (schema: Parameters<typeof checkPayload>[0], value: unknown) => {
  const result = checkPayload(schema, value);
  return result.ok ? {} : result.errors;
};

describe("signupDetailsPayloadSchema", () => {
  it("accepts the contract's example", () => {
    expect(checkPayload(signupDetailsPayloadSchema, personal)).toEqual({
      ok: true,
      data: personal,
    });
  });

  it.each([
    {
      change: { username: "айше" },
      errors: { username: "username.validation.only_latin_letters" },
    },
    {
      change: { username: "ayse!" },
      errors: { username: "username.validation.special_characters" },
    },
    { change: { username: "ays" }, errors: { username: "username.validation.min.chars" } },
    { change: { name: "" }, errors: { name: "forms.error.name_required" } },
    { change: { name: "x".repeat(31) }, errors: { name: "forms.error.too_long" } },
    { change: { bio: "x".repeat(500) }, errors: {} },
    { change: { bio: "x".repeat(501) }, errors: { bio: "forms.error.too_long" } },
    { change: { birthday: "" }, errors: {} },
    { change: { birthday: "1994-02-30" }, errors: { birthday: "forms.error.birthday_invalid" } },
    { change: { birthday: "21.08.1994" }, errors: { birthday: "forms.error.birthday_invalid" } },
    { change: { gender: "other" }, errors: { gender: "forms.error.invalid" } },
    {
      change: { location: { place_id: "", formatted_address: "" } },
      errors: { location: "forms.error.location_required" },
    },
    { change: { location: null }, errors: { location: "forms.error.location_required" } },
    { change: { timezone: "" }, errors: {} },
    { change: { timezone: "America/Argentina/Buenos_Aires" }, errors: {} },
    { change: { timezone: "Mars/Olympus_Mons" }, errors: { timezone: "validation.timezone" } },
    { change: { timezone: "<script>" }, errors: { timezone: "validation.timezone" } },
    { change: { timezone: 3 }, errors: { timezone: "validation.timezone" } },
  ])("$change -> $errors", ({ change, errors }) => {
    expect(errorsOf(signupDetailsPayloadSchema, { ...personal, ...change })).toEqual(errors);
  });

  it("a missing gender is male", () => {
    const { gender: _, ...rest } = personal;
    expect(checkPayload(signupDetailsPayloadSchema, rest)).toMatchObject({
      ok: true,
      data: { gender: "male" },
    });
  });

  it.each([
    {
      values: {
        username: " ayse.yilmaz@example.com.tr ",
        name: " Ayşe Yılmaz ",
        gender: "female",
        birthday: { year: 1994, month: 8, day: 21 },
      },
      payload: personal,
    },
    {
      values: {
        username: "ayse.yilmaz",
        name: "Ayşe Yılmaz",
        gender: null,
        birthday: { year: 1994, month: 8, day: null },
      },
      payload: { ...personal, gender: "male", birthday: "" },
    },
  ])("the builder makes $payload.gender / $payload.birthday", ({ values, payload }) => {
    const built = toSignupDetailsPayload({
      ...values,
      location: istanbul,
      timezone: "Europe/Istanbul",
      bio: "",
    });
    expect(built).toEqual(payload);
    expect(checkPayload(signupDetailsPayloadSchema, built).ok).toBe(true);
  });

  it("the builder keeps 31 February, and the schema refuses it under birthday", () => {
    const built = toSignupDetailsPayload({
      username: "ayse.yilmaz",
      name: "Ayşe Yılmaz",
      gender: "female",
      birthday: { year: 2001, month: 2, day: 31 },
      location: istanbul,
      timezone: "Europe/Istanbul",
      bio: "",
    });
    expect(built.birthday).toBe("2001-02-31");
    expect(errorsOf(signupDetailsPayloadSchema, built)).toEqual({
      birthday: "forms.error.birthday_invalid",
    });
  });
});

describe("signupBusinessDetailsPayloadSchema", () => {
  it("accepts the contract's example", () => {
    expect(checkPayload(signupBusinessDetailsPayloadSchema, business)).toEqual({
      ok: true,
      data: business,
    });
  });

  it.each([
    { change: { bio: "x".repeat(150) }, errors: {} },
    { change: { bio: "x".repeat(151) }, errors: { bio: "forms.error.too_long" } },
    { change: { logo: 0 }, errors: { logo: "forms.error.logo_required" } },
    { change: { sectors: [] }, errors: { sectors: "forms.error.sectors_required" } },
    {
      change: { organization_size: 0 },
      errors: { organization_size: "forms.error.organization_size_required" },
    },
    {
      change: { username: "zdrowie fundacja" },
      errors: { username: "username.validation.special_characters" },
    },
    { change: { timezone: "Europe/Nowhere" }, errors: { timezone: "validation.timezone" } },
  ])("$change -> $errors", ({ change, errors }) => {
    expect(errorsOf(signupBusinessDetailsPayloadSchema, { ...business, ...change })).toEqual(
      errors,
    );
  });

  it("the builder makes the contract's example", () => {
    const built = toSignupBusinessDetailsPayload({
      username: "zdrowie-fundacja",
      name: "Fundacja Zdrowie ",
      logoId: 5540,
      sectors: [4],
      organizationSize: 2,
      location: krakow,
      timezone: "Europe/Warsaw",
      bio: "Pomagamy dzieciom w leczeniu.",
    });
    expect(built).toEqual(business);
  });
});

describe("signupBusinessPayloadSchema (the second business form)", () => {
  const second = {
    bio: business.bio,
    name: business.name,
    username: business.username,
    timezone: business.timezone,
    location: krakow,
    avatar: 5540,
    businessSize: 2,
    businessSector: 4,
  };

  it.each([
    { change: {}, errors: {} },
    { change: { avatar: 0 }, errors: { avatar: "forms.error.logo_required" } },
    {
      change: { businessSize: 0 },
      errors: { businessSize: "forms.error.organization_size_required" },
    },
    { change: { businessSector: 0 }, errors: { businessSector: "forms.error.sectors_required" } },
    { change: { businessSector: "4" }, errors: { businessSector: "forms.error.invalid" } },
    { change: { username: "ays" }, errors: { username: "username.validation.min.chars" } },
    { change: { bio: "x".repeat(151) }, errors: { bio: "forms.error.too_long" } },
    { change: { name: "" }, errors: { name: "forms.error.name_required" } },
  ])("$change -> $errors", ({ change, errors }) => {
    expect(errorsOf(signupBusinessPayloadSchema, { ...second, ...change })).toEqual(errors);
  });
});
