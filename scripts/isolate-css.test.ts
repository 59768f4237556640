import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without declarations
import { isolate, scopeSelector } from "./isolate-css.mjs";

describe("scopeSelector", () => {
  it.each([
    ["html", ".cw-root"],
    [":host", ".cw-root"],
    ["button", ".cw-root:where(button), .cw-root :where(button)"],
    ["*", ".cw-root, .cw-root :where(*)"],
    ["::placeholder", ".cw-root::placeholder, .cw-root :where(*)::placeholder"],
    [":after", ".cw-root:after, .cw-root :where(*):after"],
    [
      "abbr:where([title])",
      ".cw-root:where(abbr:where([title])), .cw-root :where(abbr:where([title]))",
    ],
  ])("%s → %s", (selector, scoped) => {
    expect(scopeSelector(selector)).toBe(scoped);
  });
});

describe("isolate", () => {
  const css = `@layer theme, base, utilities;
@layer theme { :root, :host { --color-primary: red; --spacing: .25rem; } }
@layer base { h1, h2 { font-size: inherit; } ul { list-style: none; } }
@layer utilities { .p-2 { padding: calc(var(--spacing) * 2); } .animate-spin { animation: var(--animate-spin); } .shadow { --tw-shadow: 0 1px red; box-shadow: var(--tw-shadow); } }
@keyframes spin { to { transform: rotate(360deg); } }
:root { --animate-spin: spin 1s linear infinite; }
:root, [data-theme="light"] { color-scheme: light; --cw-fg: black; }
@property --tw-shadow { syntax: "*"; inherits: false; initial-value: 0 0 #0000; }
.w-trigger { width: var(--trigger-width); }`;
  const out = isolate(css);

  it("leaves no cascade layer, so a host's element rule cannot beat a utility", () => {
    expect(out).not.toContain("@layer");
    expect(out).toContain(".p-2");
  });

  it("scopes the reset to the widget root: a host's h1 and lists are left alone", () => {
    expect(out).toContain(".cw-root:where(h1), .cw-root :where(h1)");
    expect(out).not.toMatch(/(^|[\s}])h1\s*[,{]/);
    expect(out).toContain(".cw-root :where(ul)");
  });

  it("prefixes every custom property and keyframes it declares, and no other", () => {
    expect(out).toContain("--cw-color-primary: red");
    expect(out).toContain("calc(var(--cw-spacing) * 2)");
    expect(out).toContain("--cw-tw-shadow: 0 1px red");
    expect(out).toContain("@property --cw-tw-shadow");
    expect(out).toContain("@keyframes cw-spin");
    expect(out).toContain("--cw-animate-spin: cw-spin 1s linear infinite");
    expect(out).not.toMatch(/var\(--(spacing|tw-shadow|color-primary)\)/);
    // Set inline by a component, never declared here: left as it is.
    expect(out).toContain("var(--trigger-width)");
  });

  it("never sets the host page's color-scheme; a data-theme the host sets still does", () => {
    expect(out).toMatch(/\[data-theme="light"\]\s*\{\s*color-scheme: light/);
    expect(out).not.toMatch(/:root[^{]*\{[^}]*color-scheme/);
  });
});

describe("the package stylesheets", () => {
  // Unlayered, the later of two equal rules wins: a root's utilities (text-sm, outline-none) must
  // come after the root's base, or every widget root loses them.
  it.each(["packages/ui/src/styles/index.css", "packages/forms/src/styles.css"])(
    "%s puts the widget base before the utilities",
    (file) => {
      const css = readFileSync(join(import.meta.dirname, "..", file), "utf8");
      const base = css.indexOf('widget-base.css"');
      const utilities = css.indexOf('"tailwindcss/utilities.css"');
      expect(base).toBeGreaterThan(-1);
      expect(base).toBeLessThan(utilities);
    },
  );
});
