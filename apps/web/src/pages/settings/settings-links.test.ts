import { describe, expect, it } from "vitest";
import {
  parseNewsletterHashLink,
  parseSignedSubscriptionsLink,
  settingsNavPages,
  settingsPageLabel,
} from "./settings-links";

describe("settingsNavPages", () => {
  it("lists size and sector for a business only, between general and subscriptions", () => {
    expect(settingsNavPages("personal")).toEqual([
      "general",
      "email",
      "username",
      "name",
      "phone",
      "password",
      "gender",
      "birthday",
      "location",
      "timezone",
      "subscriptions",
    ]);
    expect(settingsNavPages("business")).toContain("size");
    expect(settingsNavPages("business")).toContain("sector");
  });

  it("names each page with a dictionary key", () => {
    expect(settingsPageLabel("general")).toBe("web.settings.general");
    expect(settingsPageLabel("subscriptions")).toBe("web.settings.subscriptions");
    expect(settingsPageLabel("email")).toBe("forms.settings.general.email");
  });
});

describe("parseSignedSubscriptionsLink", () => {
  it.each([
    ["user_id=42&signature=abc", { userId: 42, signature: "abc" }],
    ["user_id=%2042%20&signature=%20abc", { userId: 42, signature: "abc" }],
    ["user_id=42", null],
    ["signature=abc", null],
    ["user_id=0&signature=abc", null],
    ["user_id=4.2&signature=abc", null],
    ["user_id=1e3&signature=abc", null],
    ["user_id=42&signature=", null],
    ["", null],
  ])("%s", (query, expected) => {
    expect(parseSignedSubscriptionsLink(new URLSearchParams(query))).toEqual(expected);
  });
});

describe("parseNewsletterHashLink", () => {
  it("reads the checksum from the path and the user and template from the query", () => {
    expect(
      parseNewsletterHashLink("9f2c4e", new URLSearchParams("user_id=42&template=newsletter")),
    ).toEqual({ userId: 42, checksum: "9f2c4e", template: "newsletter" });
  });

  it("refuses a link missing its user or template", () => {
    expect(
      parseNewsletterHashLink("9f2c4e", new URLSearchParams("template=newsletter")),
    ).toBeNull();
    expect(parseNewsletterHashLink("9f2c4e", new URLSearchParams("user_id=42"))).toBeNull();
  });
});
