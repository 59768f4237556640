import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { compileMessage, parseMessage } from "./icu";

const dir = join(import.meta.dirname, "..", "locales");
const dictionaries = readdirSync(dir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => ({
    locale: file.slice(0, -5),
    messages: JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, string>,
  }));

/** The arguments a message names, and whether each is counted (plural, number) or text. */
function argumentsOf(source: string): Map<string, "number" | "text"> {
  const found = new Map<string, "number" | "text">();
  for (const match of source.matchAll(/\{\s*([\w]+)\s*(?:,\s*(\w+))?/g)) {
    const [, name, type] = match;
    if (!name) continue;
    const counted = type === "plural" || type === "number" || type === "selectordinal";
    if (counted || !found.has(name)) found.set(name, counted ? "number" : "text");
  }
  return found;
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5, 1234567];

describe("every message of every dictionary formats as intl-messageformat formats it", () => {
  for (const { locale, messages } of dictionaries) {
    it(`${locale} (${Object.keys(messages).length} messages)`, () => {
      const differences: string[] = [];
      for (const [key, source] of Object.entries(messages)) {
        const args = argumentsOf(source);
        const reference = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
        const ours = compileMessage(source, locale);
        const counts = [...args.values()].includes("number") ? COUNTS : [0];
        for (const count of counts) {
          const values = Object.fromEntries(
            [...args].map(([name, kind]) => [name, kind === "number" ? count : `‹${name}›`]),
          );
          const expected = String(reference.format(values));
          const actual = ours(values);
          if (actual !== expected)
            differences.push(`${key} ${JSON.stringify(values)}: ${actual} ≠ ${expected}`);
        }
      }
      expect(differences).toEqual([]);
    });
  }
});

describe("ICU syntax", () => {
  it.each([
    ["plain text", {}, "plain text"],
    ["Hello {name}!", { name: "Ana" }, "Hello Ana!"],
    ["{n, plural, =0 {none} one {# item} other {# items}}", { n: 0 }, "none"],
    ["{n, plural, =0 {none} one {# item} other {# items}}", { n: 1 }, "1 item"],
    ["{n, plural, =0 {none} one {# item} other {# items}}", { n: 1200 }, "1,200 items"],
    [
      "{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}",
      { n: 3 },
      "you and 2 others",
    ],
    ["{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", { n: 22 }, "22nd"],
    ["{g, select, female {she} male {he} other {they}}", { g: "x" }, "they"],
    ["{n, number} of {m, number, percent}", { n: 1234.5, m: 0.25 }, "1,234.5 of 25%"],
    ["It''s '{literal}' and '#' here, not {x}", { x: "y" }, "It's {literal} and '#' here, not y"],
    ["{n, plural, other {'#' is # and it''s fine}}", { n: 2 }, "# is 2 and it's fine"],
    ["<b>tags</b> stay text {x}", { x: 1 }, "<b>tags</b> stay text 1"],
    [
      "Nested {n, plural, one {{who} gave #} other {{who} gave # times}}",
      { n: 2, who: "Ana" },
      "Nested Ana gave 2 times",
    ],
  ])("%s", (source, values, expected) => {
    expect(compileMessage(source, "en")(values)).toBe(expected);
    expect(
      String(new IntlMessageFormat(source, "en", undefined, { ignoreTag: true }).format(values)),
    ).toBe(expected);
  });

  it("shows a message it cannot read as it is written", () => {
    expect(() => parseMessage("{n, plural, one {x}")).toThrow(SyntaxError);
    expect(compileMessage("{n, plural, one {x}", "en")({ n: 1 })).toBe("{n, plural, one {x}");
  });

  it("formats numbers in the locale", () => {
    expect(compileMessage("{n, plural, one {# лев} other {# лева}}", "bg")({ n: 2500 })).toBe(
      new IntlMessageFormat("{n, plural, one {# лев} other {# лева}}", "bg").format({ n: 2500 }),
    );
  });
});
