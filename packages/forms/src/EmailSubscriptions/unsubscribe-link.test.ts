import { describe, expect, it } from "vitest";
import { isUsableLink, parseUnsubscribeLink } from "./unsubscribe-link";

describe("parseUnsubscribeLink", () => {
  it.each([
    [
      "user_id=42&checksum=abc123&template=newsletter",
      { userId: 42, checksum: "abc123", template: "newsletter" },
    ],
    [
      "user_id=%2042%20&checksum=%20abc%20&template=weekly_statistics",
      { userId: 42, checksum: "abc", template: "weekly_statistics" },
    ],
    ["checksum=abc&template=newsletter", null],
    ["user_id=0&checksum=abc&template=newsletter", null],
    ["user_id=-3&checksum=abc&template=newsletter", null],
    ["user_id=4.5&checksum=abc&template=newsletter", null],
    ["user_id=042&checksum=abc&template=newsletter", null],
    ["user_id=abc&checksum=abc&template=newsletter", null],
    ["user_id=99999999999999999&checksum=abc&template=newsletter", null],
    ["user_id=42&checksum=&template=newsletter", null],
    ["user_id=42&checksum=abc", null],
    [`user_id=42&checksum=abc&template=${"x".repeat(65)}`, null],
  ])("?%s", (query, expected) => {
    expect(parseUnsubscribeLink(new URLSearchParams(query))).toEqual(expected);
  });

  it("reads a plain record (route params) too", () => {
    expect(parseUnsubscribeLink({ user_id: "7", checksum: "c", template: "messages" })).toEqual({
      userId: 7,
      checksum: "c",
      template: "messages",
    });
    expect(parseUnsubscribeLink({ user_id: undefined, checksum: "c", template: "m" })).toBeNull();
  });
});

describe("isUsableLink", () => {
  it.each([
    [{ userId: 42, checksum: "abc", template: "newsletter" }, true],
    [{ userId: 0, checksum: "abc", template: "newsletter" }, false],
    [{ userId: Number.NaN, checksum: "abc", template: "newsletter" }, false],
    [{ userId: 1.5, checksum: "abc", template: "newsletter" }, false],
    [{ userId: 42, checksum: "", template: "newsletter" }, false],
    [{ userId: 42, checksum: "abc", template: "x".repeat(64) }, true],
    [{ userId: 42, checksum: "abc", template: "" }, false],
    [{ userId: 42, checksum: "abc", template: "x".repeat(65) }, false],
  ])("%o", (link, expected) => {
    expect(isUsableLink(link)).toBe(expected);
  });
});
