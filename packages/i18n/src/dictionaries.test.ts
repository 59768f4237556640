import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";

const dir = join(import.meta.dirname, "..", "locales");
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8"));
const en = read("en");

/** The argument names a message uses ({count}, {name} …), so a translation cannot drop or rename one. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if ("value" in element && typeof element.value === "string") names.add(element.value);
      if ("options" in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

describe("dictionaries", () => {
  it("is one dictionary per language of LOCALES, and no other (scripts/add-keys.mjs reads the folder)", () => {
    const files = readdirSync(dir).filter((name) => name.endsWith(".json"));
    expect(files.map((name) => name.replace(/\.json$/, "")).sort()).toEqual([...LOCALES].sort());
  });

  it("English has messages", () => {
    expect(Object.keys(en).length).toBeGreaterThan(10);
  });

  describe.each(LOCALES.filter((l) => l !== "en"))("%s", (locale) => {
    const dict = read(locale);
    it("has every key English has, and no other", () => {
      const missing = Object.keys(en).filter((k) => !(k in dict));
      const extra = Object.keys(dict).filter((k) => !(k in en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });
    it("uses the same arguments as English in every message", () => {
      const mismatched = Object.keys(en)
        .filter((k) => k in dict)
        .filter((k) => argumentsOf(dict[k] ?? "").join() !== argumentsOf(en[k] ?? "").join());
      expect(mismatched).toEqual([]);
    });
    it("has no empty message", () => {
      expect(Object.entries(dict).filter(([, v]) => v.trim() === "")).toEqual([]);
    });
  });

  it.each(LOCALES)("every %s message is valid ICU", (locale) => {
    const broken = Object.entries(read(locale)).filter(([, message]) => {
      try {
        parse(message, { ignoreTag: true });
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map(([k]) => k)).toEqual([]);
  });
});
