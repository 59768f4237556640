import { describe, expect, it } from "vitest";
import { resolveLocale } from "./locales";
import { createTranslator } from "./translator";

const en = {
  "ui.count": "{count, plural, one {# character left} other {# characters left}}",
  "ui.hello": "Hello, {name}",
  "only.english": "Only in English",
};
const ru = {
  "ui.count":
    "{count, plural, one {Остался # символ} few {Осталось # символа} many {Осталось # символов} other {Осталось # символа}}",
  "ui.hello": "Привет, {name}",
};

describe("createTranslator", () => {
  const t = createTranslator("ru", ru, en).t;
  it.each([
    [1, "Остался 1 символ"],
    [3, "Осталось 3 символа"],
    [5, "Осталось 5 символов"],
    [21, "Остался 21 символ"],
  ])("picks the Russian plural form for %i", (count, expected) => {
    expect(t("ui.count", { count })).toBe(expected);
  });
  it("fills arguments", () => {
    expect(t("ui.hello", { name: "Мария" })).toBe("Привет, Мария");
  });
  it("falls back to English for a key the locale lacks", () => {
    expect(t("only.english")).toBe("Only in English");
  });
  it("shows the key itself when no dictionary has it", () => {
    expect(t("nowhere.to.be.found")).toBe("nowhere.to.be.found");
  });
  it("does not treat markup as message syntax", () => {
    const tr = createTranslator("en", { k: "<b>{name}</b>" });
    expect(tr.t("k", { name: "x" })).toBe("<b>x</b>");
  });
});

describe("resolveLocale", () => {
  it.each([
    ["de", "de"],
    ["de-AT,de;q=0.9,en;q=0.8", "de"],
    ["pt-BR", "pt"],
    ["zh-CN,uk;q=0.5", "uk"],
    ["xx", "en"],
    [null, "en"],
    ["", "en"],
  ])("%s -> %s", (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});
