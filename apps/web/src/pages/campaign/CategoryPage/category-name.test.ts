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

  it("asks for the key, so a dictionary loading by namespace fetches the categories", () => {
    // As the site's message store after a server render without a category: has() is false and
    // t() starts loading the namespace; once loaded, the name is the dictionary's.
    const loaded = new Map<string, string>();
    const asked: string[] = [];
    const translator = {
      t: (key: string) => {
        asked.push(key);
        return loaded.get(key) ?? "";
      },
      has: (key: string) => loaded.has(key),
    };
    expect(categoryName(health, translator as never)).toBe("Health");
    expect(asked).toEqual(["category.health"]);
    loaded.set("category.health", "Здраве");
    expect(categoryName(health, translator as never)).toBe("Здраве");
  });
});
