import { describe, expect, it } from "vitest";
import { chooseLocale } from "./choose-locale";

describe("chooseLocale", () => {
  it.each([
    [{ query: "bg", stored: "de", browser: ["fr-FR"] }, "bg"],
    [{ query: "xx", stored: "de", browser: ["fr-FR"] }, "de"],
    [{ query: null, stored: null, browser: ["pt-BR", "en"] }, "pt"],
    [{ query: null, stored: "zz", browser: ["ja-JP", "uk-UA"] }, "uk"],
    [{ browser: ["ja"] }, "en"],
    [{}, "en"],
  ] as const)("%j gives %s", (sources, locale) => {
    expect(chooseLocale(sources)).toBe(locale);
  });
});
