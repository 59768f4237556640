import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it.each([
    [["px-2", "text-sm"], "px-2 text-sm"],
    [["bg-primary", false, undefined, null, "text-fg"], "bg-primary text-fg"],
    [["rounded-md", { "opacity-50": true, hidden: false }], "rounded-md opacity-50"],
    [[["flex", ["gap-2"]], ""], "flex gap-2"],
  ])("joins %j into %s", (input, expected) => {
    expect(cn(...input)).toBe(expected);
  });

  // Conflicts are the components' to avoid (variant-conflicts.test.ts), not cn's to resolve.
  it("keeps both of two conflicting utilities, in order", () => {
    expect(cn("px-2", "px-4")).toBe("px-2 px-4");
  });
});
