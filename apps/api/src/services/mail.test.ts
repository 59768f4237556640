import { describe, expect, it } from "vitest";
import { headerValue } from "./mail";

describe("headerValue", () => {
  it("keeps a subject built from an old multi-line campaign name on one line", () => {
    expect(headerValue("New donation to Help\r\nBcc: everyone@example.com")).toBe(
      "New donation to Help Bcc: everyone@example.com",
    );
  });
  it("turns tabs, NUL and Unicode line separators into one space", () => {
    expect(headerValue("a\t\u0000b\u2028c")).toBe("a b c");
  });
  it("leaves an ordinary subject as it is", () => {
    expect(headerValue("Благодарим ви, Мария!")).toBe("Благодарим ви, Мария!");
  });
});
