import { describe, expect, it } from "vitest";
import { AVATAR_COLORS, avatarColorFor, initialsOf } from "./avatarFallback";

describe("initialsOf", () => {
  it.each([
    ["Maria Ivanova", "MI"],
    ["maria", "M"],
    ["  Maria   del   Carmen Ruiz ", "MR"],
    ["Ана Петрова", "АП"],
    ["Γιώργος Παπαδόπουλος", "ΓΠ"],
    ["Éloïse Durand", "ÉD"],
    ["İsmail Yılmaz", "İY"],
    ["Help & Hope", "HH"],
    ["— Ana", "A"],
    ["𝒜lex Bell", "𝒜B"],
    ["3D Print Club", "3C"],
    ["", ""],
    ["   ", ""],
    ["&", ""],
  ])("%j -> %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it("upper-cases in the given locale", () => {
    expect(initialsOf("ilker ipek", "tr")).toBe("İİ");
  });
});

describe("avatarColorFor", () => {
  it("is stable for a name, whatever its case or surrounding spaces", () => {
    expect(avatarColorFor("Maria Ivanova")).toBe(avatarColorFor(" maria ivanova "));
  });

  it.each(["Maria Ivanova", "Ana", "Γιώργος", "", "x".repeat(500)])(
    "%j gives a palette colour",
    (name) => {
      expect(AVATAR_COLORS).toContain(avatarColorFor(name));
    },
  );

  it("spreads names over several colours", () => {
    const names = [
      "Ana",
      "Boris",
      "Carmen",
      "Dimitar",
      "Elena",
      "Fatma",
      "Georgi",
      "Hanna",
      "Ivan",
      "Jana",
    ];
    expect(new Set(names.map(avatarColorFor)).size).toBeGreaterThanOrEqual(4);
  });
});
