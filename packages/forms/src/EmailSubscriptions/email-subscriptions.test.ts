import { ApiError, ApiFieldErrors } from "@causeway/api-client";
import { LOCALES } from "@causeway/i18n";
import { readMessages } from "@causeway/i18n/node";
import { EMAIL_SUBSCRIPTION_TYPES } from "@causeway/rules";
import { describe, expect, it } from "vitest";
import {
  accessLink,
  accessProblem,
  allOff,
  emailTypeKeys,
  emailTypeText,
  noneSubscribed,
  readableEmailType,
  type SubscriptionAccess,
  sameSubscriptions,
  withSubscribed,
} from "./email-subscriptions";

const on = (type: string) => ({ type, subscribed: true });
const off = (type: string) => ({ type, subscribed: false });
const TOKEN: SubscriptionAccess = { kind: "token" };
const LINK: SubscriptionAccess = { kind: "signature", userId: 42, signature: "abc" };

describe("emailTypeKeys", () => {
  it.each([
    ["weekly_statistics", "forms.email_subscriptions.type.weekly_statistics.label"],
    ["update_reminders", "forms.email_subscriptions.type.update_reminders.label"],
    ["product_news", null],
    ["", null],
    ["constructor", null],
  ])("%s", (type, label) => {
    expect(emailTypeKeys(type)?.label ?? null).toBe(label);
  });

  it("every type apps/api lists has a label and a description in all 14 dictionaries", () => {
    for (const locale of LOCALES) {
      const messages = readMessages(locale);
      for (const type of EMAIL_SUBSCRIPTION_TYPES) {
        const keys = emailTypeKeys(type);
        expect(messages[keys?.label ?? ""], `${locale} ${type}`).toBeTruthy();
        expect(messages[keys?.description ?? ""], `${locale} ${type}`).toBeTruthy();
      }
    }
  });
});

describe("readableEmailType", () => {
  it.each([
    ["product_news", "Product news"],
    ["campaign-tips", "Campaign tips"],
    ["partnerOffers", "Partner offers"],
    ["  spaced__out  ", "Spaced out"],
    ["NEWSLETTER", "Newsletter"],
    ["x", "X"],
    ["___", "___"],
  ])("%j -> %j", (type, label) => {
    expect(readableEmailType(type)).toBe(label);
  });
});

describe("emailTypeText", () => {
  const t = (key: string) => `<${key}>`;
  it.each([
    [
      "newsletter",
      {
        label: "<forms.email_subscriptions.type.newsletter.label>",
        description: "<forms.email_subscriptions.type.newsletter.description>",
      },
    ],
    ["product_news", { label: "Product news", description: null }],
  ])("%s", (type, expected) => {
    expect(emailTypeText(type, t)).toEqual(expected);
  });
});

describe("accessLink", () => {
  it.each([
    [TOKEN, {}],
    [LINK, { user_id: 42, signature: "abc" }],
  ])("%o", (access, expected) => {
    expect(accessLink(access)).toEqual(expected);
  });
});

describe("list helpers", () => {
  const list = [on("weekly_statistics"), off("newsletter"), on("messages")];

  it.each([
    ["newsletter", true, [on("weekly_statistics"), on("newsletter"), on("messages")]],
    ["messages", false, [on("weekly_statistics"), off("newsletter"), off("messages")]],
    ["unknown", false, list],
  ])("withSubscribed(%s, %s)", (type, subscribed, expected) => {
    expect(withSubscribed(list, type, subscribed)).toEqual(expected);
  });

  it("allOff turns every type off, keeps the order, and leaves the input alone", () => {
    expect(allOff(list)).toEqual([off("weekly_statistics"), off("newsletter"), off("messages")]);
    expect(list[0]).toEqual(on("weekly_statistics"));
  });

  it.each([
    [[], true],
    [[off("a"), off("b")], true],
    [[off("a"), on("b")], false],
  ])("noneSubscribed(%o) = %s", (types, expected) => {
    expect(noneSubscribed(types)).toBe(expected);
  });

  it.each([
    [list, [...list], true],
    [list, [off("newsletter"), on("messages"), on("weekly_statistics")], true],
    [list, withSubscribed(list, "newsletter", true), false],
    [list, list.slice(1), false],
    [[on("a")], [on("b")], false],
  ])("sameSubscriptions #%#", (a, b, expected) => {
    expect(sameSubscriptions(a, b)).toBe(expected);
  });
});

describe("accessProblem", () => {
  it.each([
    [new ApiError(403, "Forbidden"), LINK, "link"],
    [new ApiFieldErrors({ user_id: "invalid" }), LINK, "link"],
    [new ApiError(401, "Unauthorized"), LINK, null],
    [new ApiError(500, "Server"), LINK, null],
    [new ApiError(401, "Unauthorized"), TOKEN, "session"],
    [new ApiError(403, "Forbidden"), TOKEN, null],
    [new ApiError(500, "Server"), TOKEN, null],
    [new TypeError("Failed to fetch"), LINK, null],
  ])("%o with %o", (error, access, expected) => {
    expect(accessProblem(error, access as SubscriptionAccess)).toBe(expected);
  });
});
