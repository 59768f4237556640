import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { themeCookie, themeFromCookie } from "./theme";

describe("the theme cookie", () => {
  it.each([
    ["", "system"],
    ["cw_theme=dark", "dark"],
    ["a=1; cw_theme=light; b=2", "light"],
    ["cw_theme=purple", "system"],
    ["cw_theme=%E0%A4%A", "system"],
  ])("%j reads as %s", (cookie, theme) => {
    expect(themeFromCookie(cookie)).toBe(theme);
  });

  it("keeps a choice a year and forgets it for the system's", () => {
    expect(themeCookie("dark")).toBe("cw_theme=dark; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(themeCookie("system")).toBe("cw_theme=; Path=/; Max-Age=0; SameSite=Lax");
  });
});

/** The declarations of one rule's block in a stylesheet, normalised. */
function block(css: string, selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${selector} not found`);
  const end = css.indexOf("}", start);
  return css
    .slice(css.indexOf("{", start) + 1, end)
    .split(";")
    .map((line) => line.trim())
    .filter(Boolean);
}

it("draws the system's dark theme with exactly the dark theme's tokens", () => {
  const theme = readFileSync(
    createRequire(import.meta.url).resolve("@causeway/ui/theme.css"),
    "utf8",
  );
  const system = readFileSync(join(import.meta.dirname, "../../theme-system.css"), "utf8");
  expect(block(system, ':root[data-theme="system"]')).toEqual(block(theme, '[data-theme="dark"]'));
});
