import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { themeTokens } from "./theme-tokens";

const css = readFileSync(join(import.meta.dirname, "..", "styles", "theme.css"), "utf8");

describe("themeTokens of theme.css", () => {
  const tokens = themeTokens(css);

  it("finds every colour scale with its steps in order", () => {
    expect(Object.keys(tokens.scales)).toEqual(
      expect.arrayContaining(["brand", "neutral", "success", "warning", "danger", "info"]),
    );
    expect(tokens.scales.brand?.[0]).toBe("50");
    expect(tokens.scales.neutral).toContain("950");
  });

  it("lists each semantic colour once, as the components name them", () => {
    expect(tokens.semantic).toEqual(
      expect.arrayContaining(["surface", "fg", "fg-muted", "primary", "danger", "status-pending"]),
    );
    expect(new Set(tokens.semantic).size).toBe(tokens.semantic.length);
  });

  it("reads the type scale with line heights, spacing, radii, shadows and durations", () => {
    expect(tokens.text.find((t) => t.name === "sm")).toEqual({
      name: "sm",
      size: "0.875rem",
      lineHeight: "1.25rem",
    });
    expect(tokens.text.some((t) => t.name.includes("line-height"))).toBe(false);
    expect(tokens.spacing).toBe("0.25rem");
    expect(tokens.radii.map((r) => r.name)).toEqual(["sm", "md", "lg", "xl", "full"]);
    expect(tokens.shadows.map((s) => s.name)).toEqual(["sm", "md", "lg"]);
    expect(tokens.durations.map((d) => d.name)).toEqual(["fast", "normal", "slow"]);
  });
});
