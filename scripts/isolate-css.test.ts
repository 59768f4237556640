import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type AtRule } from "postcss";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without declarations
import { isolate, scopeSelector, scopeToWidget } from "./isolate-css.mjs";

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

describe("scopeToWidget", () => {
  it.each([
    [".cw\\:flex", ".cw\\:flex:where(.cw-root, .cw-root *)"],
    [".cw\\:hover\\:bg-x:hover", ".cw\\:hover\\:bg-x:hover:where(.cw-root, .cw-root *)"],
    [
      ".cw\\:placeholder\\:text-fg::placeholder",
      ".cw\\:placeholder\\:text-fg:where(.cw-root, .cw-root *)::placeholder",
    ],
    [".a::-webkit-scrollbar:hover", ".a:where(.cw-root, .cw-root *)::-webkit-scrollbar:hover"],
    ["*", "*:where(.cw-root, .cw-root *)"],
    ["::backdrop", ":where(.cw-root, .cw-root *)::backdrop"],
    [":root", ".cw-root"],
    ['[data-theme="dark"]', '.cw-root:where([data-theme="dark"], [data-theme="dark"] *)'],
    [".cw-root :where(ul)", ".cw-root :where(ul)"],
  ])("%s → %s", (selector, scoped) => {
    expect(scopeToWidget(selector)).toBe(scoped);
  });
});

describe("isolate", () => {
  const css = `@layer theme, base, utilities;
@layer theme { :root, :host { --color-primary: red; --spacing: .25rem; } }
@layer base { label, legend { all: revert; } h1, h2 { font-size: inherit; } ul { list-style: none; } ::placeholder { opacity: 1; } }
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
    expect(out).toContain(".cw-root:where(h1, h2), .cw-root :where(h1, h2)");
    expect(out).toContain(".cw-root:where(label, legend), .cw-root :where(label, legend)");
    expect(out).toContain(".cw-root::placeholder, .cw-root :where(*)::placeholder");
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

  it("declares the theme on the widget root, and a data-theme on the root or above still chooses", () => {
    expect(out).toMatch(
      /\.cw-root, \.cw-root:where\(\[data-theme="light"\], \[data-theme="light"\] \*\)\s*\{\s*color-scheme: light/,
    );
    expect(out).not.toContain(":root");
  });

  it("leaves no selector that can match outside a widget", () => {
    expect(out).toContain(".p-2:where(.cw-root, .cw-root *)");
    expect(out).toContain(".w-trigger:where(.cw-root, .cw-root *)");
    const unscoped: string[] = [];
    postcss.parse(out).walkRules((rule) => {
      if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as AtRule).name)) return;
      unscoped.push(...rule.selectors.filter((selector) => !selector.includes(".cw-root")));
    });
    expect(unscoped).toEqual([]);
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
