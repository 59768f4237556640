import { createTranslator } from "@causeway/i18n";
import bg from "@causeway/i18n/locales/bg.json";
import de from "@causeway/i18n/locales/de.json";
import en from "@causeway/i18n/locales/en.json";
import { describe, expect, it } from "vitest";
import { categoryName } from "./category-name";

const health = { slug: "health", name: "Health" };

describe("categoryName", () => {
  it.each([
    ["bg", bg, "Здраве"],
    ["de", de, "Gesundheit"],
    ["en", en, "Health"],
  ] as const)("a known slug in %s", (locale, messages, name) => {
    expect(categoryName(health, createTranslator(locale, messages, en))).toBe(name);
  });

  it("a category the dictionaries do not know keeps the server's name", () => {
    const added = { slug: "rare-diseases", name: "Rare diseases" };
    expect(categoryName(added, createTranslator("de", de, en))).toBe("Rare diseases");
  });
});
