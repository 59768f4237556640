import { describe, expect, it } from "vitest";
import { readToken } from "./token";

describe("readToken", () => {
  it.each([
    ["jwt=abc.def.ghi", "abc.def.ghi"],
    ["theme=dark; jwt=abc.def.ghi; lang=bg", "abc.def.ghi"],
    ["jwt=a%3Db", "a=b"],
    ["xjwt=nope", null],
    ["jwt=", null],
    // A hand-edited cookie that does not decode is no token, not a page that fails to start.
    ["jwt=%E0%A4%A", null],
    ["", null],
  ])("%j gives %j", (cookie, token) => {
    expect(readToken(cookie)).toBe(token);
  });
});
