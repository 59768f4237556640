/**
 * Every Tailwind class of ours carries the `cw:` prefix (issue 26: the published stylesheet must
 * not hold `.flex` or `.bg-primary` a host's page could match). Tailwind compiles only prefixed
 * classes, so a class written without it would draw nothing, in a story perhaps unnoticed. This
 * test reads the class lists written as literals (className="…", className={`…`}, cn("…", …),
 * cva("…")) in the sources and names any other class than `cw:…` and our root class.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const OURS = new Set(["cw-root"]);

/** The static class lists of a source: each with its line. */
function classLists(source: string): { line: number; classes: string }[] {
  const found: { line: number; classes: string }[] = [];
  const patterns = [
    /className=\{?"([^"]*)"/g,
    /className=\{`([^`]*)`\}/g,
    /\b(?:cn|cva)\(\s*"([^"]*)"/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split("\n").length;
      // Interpolations (`${…}`, braces nested or not) are expressions, not classes.
      let classes = match[1] ?? "";
      while (/\{[^{}]*\}/.test(classes)) classes = classes.replace(/\$?\{[^{}]*\}/g, " ");
      found.push({ line, classes });
    }
  }
  return found;
}

function unprefixed(classes: string): string[] {
  return classes.split(/\s+/).filter((c) => c !== "" && !c.startsWith("cw:") && !OURS.has(c));
}

describe("class lists", () => {
  it("finds an unprefixed class, and passes a prefixed one", () => {
    const source = [
      '<div className="cw:flex gap-2" />',
      "<p className={`cw:text-sm ${tone} hidden`} />",
      '<a className={`${variants({ size: "sm" })} cw:underline`} />',
      'const a = cn("cw-root cw:p-2", other);',
      'const b = cva("bg-primary");',
    ].join("\n");
    expect(classLists(source).flatMap(({ classes }) => unprefixed(classes))).toEqual([
      "gap-2",
      "hidden",
      "bg-primary",
    ]);
  });

  it("are all prefixed in the sources", () => {
    const files = execFileSync(
      "git",
      [
        "ls-files",
        "packages/*/src/*.tsx",
        "packages/*/src/*.ts",
        "apps/web/src/*.tsx",
        ".storybook",
      ],
      { cwd: root, encoding: "utf8" },
    )
      .split("\n")
      // cn.test.ts joins plain words: it tests cn, not our classes.
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith("lib/cn.test.ts"));
    expect(files.length).toBeGreaterThan(300);
    const wrong = files.flatMap((file) =>
      classLists(readFileSync(join(root, file), "utf8")).flatMap(({ line, classes }) =>
        unprefixed(classes).map((c) => `${file}:${line} ${c}`),
      ),
    );
    expect(wrong).toEqual([]);
  });
});
