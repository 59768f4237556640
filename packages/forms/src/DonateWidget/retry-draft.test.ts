import { describe, expect, it } from "vitest";
import { draftFromDonation, type RetriedDonation, typedAmount } from "./retry-draft";

const EUR = { id: 1, abbreviation: "EUR", name: "Euro" };
const declined: RetriedDonation = {
  initiatedAmount: 1250,
  initiatedTip: 125,
  initiatedCurrency: EUR,
  payment_method: "STRIPE",
  is_anon: false,
  donator: { id: null, name: "Ana Lima", username: null, avatar: null },
};
const presets = [10, 25, 50, 100];

describe("typedAmount", () => {
  it.each([
    [1250, "en", "12.50"],
    [1250, "de", "12,50"],
    [1205, "bg", "12,05"],
    [2500, "en", "25"],
    [123456, "en", "1234.56"],
  ])("%i in %s is typed %j", (minor, locale, text) => {
    expect(typedAmount(minor, locale)).toBe(text);
  });
});

describe("draftFromDonation", () => {
  it("fills the form from the declined donation: amount typed, tip, method, name", () => {
    expect(draftFromDonation(declined, { presets, locale: "en" })).toEqual({
      currencyId: 1,
      presetIndex: null,
      custom: "12.50",
      tipPercent: 10,
      method: "STRIPE",
      isAnonymous: false,
      name: "Ana Lima",
      email: "",
    });
  });

  it("chooses the preset the amount was, and no tip when none matches", () => {
    const draft = draftFromDonation(
      { ...declined, initiatedAmount: 2500, initiatedTip: 0, is_anon: true, donator: null },
      { presets, locale: "de" },
    );
    expect(draft).toMatchObject({
      presetIndex: 1,
      custom: "",
      tipPercent: 0,
      isAnonymous: true,
      name: "",
    });
  });
});
