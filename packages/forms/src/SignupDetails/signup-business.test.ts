import type { BusinessSignupValues } from "@causeway/rules";
import { describe, expect, it } from "vitest";
import { businessBlockers, businessErrors, businessFieldOf, formErrors } from "./signup-form";

const filled: BusinessSignupValues = {
  username: "zdrowie-fundacja",
  name: "Fundacja Zdrowie",
  logoId: 5530,
  sectors: [4],
  organizationSize: 2,
  location: { place_id: "ChIJAZ-GmmbMHkcR_NPqiCq-8HI", formatted_address: "Warsaw, Poland" },
  timezone: "Europe/Warsaw",
  bio: "",
};

describe("businessFieldOf", () => {
  it.each([
    ["logo", "logoId"],
    ["organization_size", "organizationSize"],
    ["sectors.0", "sectors"],
    ["location.place_id", "location"],
    ["bio", "bio"],
    ["captcha", "captcha"],
  ])("%s -> %s", (path, field) => {
    expect(businessFieldOf(path)).toBe(field);
  });

  it("maps a server 400 onto the form's fields in form order", () => {
    expect(
      formErrors(
        { bio: "forms.error.too_long", organization_size: "x.size", logo: "x.logo" },
        ["name", "logoId", "organizationSize", "bio"],
        businessFieldOf,
      ),
    ).toEqual([
      ["logoId", "x.logo"],
      ["organizationSize", "x.size"],
      ["bio", "forms.error.too_long"],
    ]);
  });
});

describe("businessErrors", () => {
  it.each([
    ["filled", filled, []],
    ["no name", { ...filled, name: " " }, [["name", "forms.error.name_required"]]],
    ["name of 31", { ...filled, name: "n".repeat(31) }, [["name", "forms.error.too_long"]]],
    ["no logo", { ...filled, logoId: null }, [["logoId", "forms.error.logo_required"]]],
    [
      "no size",
      { ...filled, organizationSize: null },
      [["organizationSize", "forms.error.organization_size_required"]],
    ],
    ["no sector", { ...filled, sectors: [] }, [["sectors", "forms.error.sectors_required"]]],
    ["two sectors", { ...filled, sectors: [4, 9] }, []],
    ["bio of 150", { ...filled, bio: "b".repeat(150) }, []],
    ["bio of 151", { ...filled, bio: "b".repeat(151) }, [["bio", "forms.error.too_long"]]],
    ["bio of 150 emoji counts code points", { ...filled, bio: "🙂".repeat(150) }, []],
    [
      "nothing chosen: every problem in form order",
      { ...filled, name: "", logoId: null, organizationSize: null, sectors: [], location: null },
      [
        ["name", "forms.error.name_required"],
        ["logoId", "forms.error.logo_required"],
        ["organizationSize", "forms.error.organization_size_required"],
        ["sectors", "forms.error.sectors_required"],
        ["location", "forms.error.location_required"],
      ],
    ],
  ] as const)("%s", (_, values, expected) => {
    expect(businessErrors(values as BusinessSignupValues)).toEqual(expected);
  });
});

describe("businessBlockers", () => {
  const errors: [string, string][] = [
    ["logoId", "forms.error.logo_required"],
    ["sectors", "forms.error.sectors_required"],
  ];
  it.each([
    ["no logo chosen", "idle", ["forms.error.logo_required", "forms.error.sectors_required"]],
    ["logo uploading", "uploading", ["forms.signup.logo.wait", "forms.error.sectors_required"]],
    [
      "logo upload failed",
      "errored",
      ["error.business.logo.failed_to_upload", "forms.error.sectors_required"],
    ],
  ] as const)("%s", (_, status, expected) => {
    expect(businessBlockers(errors, status)).toEqual(expected);
  });

  it("a logo that is done adds nothing", () => {
    expect(businessBlockers([["sectors", "forms.error.sectors_required"]], "done")).toEqual([
      "forms.error.sectors_required",
    ]);
  });
});
