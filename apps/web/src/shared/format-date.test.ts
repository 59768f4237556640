import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes a Unix time in seconds as the interface language's medium date", () => {
    const seconds = Date.UTC(2026, 11, 7, 12) / 1000;
    expect(formatDate(seconds, "en")).toBe("Dec 7, 2026");
    expect(formatDate(seconds, "de")).toBe("07.12.2026");
    expect(formatDate(seconds, "bg")).toMatch(/^7\.12\.2026/);
  });
});
