import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it.each([
    [["px-2", "px-4"], "px-4"],
    [["text-sm", "text-fg"], "text-sm text-fg"],
    [["text-fg", "text-danger"], "text-danger"],
    [["bg-primary", false, undefined, "bg-danger"], "bg-danger"],
    [["rounded-md", { "opacity-50": true, hidden: false }], "rounded-md opacity-50"],
  ])("merges %j into %s", (input, expected) => {
    expect(cn(...input)).toBe(expected);
  });
});
