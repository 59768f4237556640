import { describe, expect, it } from "vitest";
import {
  type CurrencyLike,
  currencyLabel,
  currencyName,
  currencyOptions,
  matchesCurrency,
} from "./currency-options";

const EUR: CurrencyLike = {
  id: 1,
  abbreviation: "EUR",
  name: "Euro",
  currencySign: "€",
  default: true,
  popular: true,
};
const HUF: CurrencyLike = {
  id: 7,
  abbreviation: "HUF",
  name: "Hungarian forint",
  currencySign: "Ft",
};
const BGN: CurrencyLike = {
  id: 2,
  abbreviation: "BGN",
  name: "Bulgarian lev",
  currencySign: "лв",
  popular: true,
};
const PLN: CurrencyLike = { id: 4, abbreviation: "PLN", name: "Polish zloty", currencySign: "zł" };
const OLD: CurrencyLike = { id: 9, abbreviation: "ABC", name: "Retired", active: false };
const XYZ: CurrencyLike = { id: 10, abbreviation: "XQQ", name: "Club points" };

describe("currencyOptions", () => {
  it("drops inactive ones and puts default, then popular, then the rest by code", () => {
    expect(currencyOptions([HUF, PLN, OLD, BGN, EUR]).map((c) => c.abbreviation)).toEqual([
      "EUR",
      "BGN",
      "HUF",
      "PLN",
    ]);
  });
  it("does not reorder the caller's array", () => {
    const list = [HUF, EUR];
    currencyOptions(list);
    expect(list).toEqual([HUF, EUR]);
  });
});

describe("currencyName and currencyLabel", () => {
  it.each([
    [EUR, "en", "Euro", "EUR · Euro"],
    [EUR, "de", "Euro", "EUR · Euro"],
    [BGN, "bg", "Български лев", "BGN · Български лев"],
    [HUF, "hu", "magyar forint", "HUF · magyar forint"],
    [XYZ, "en", "Club points", "XQQ · Club points"],
  ])("%o in %s", (currency, locale, name, label) => {
    expect(currencyName(currency, locale)).toBe(name);
    expect(currencyLabel(currency, locale)).toBe(label);
  });
});

describe("matchesCurrency", () => {
  it.each([
    [EUR, "", true],
    [EUR, "eu", true],
    [HUF, "UF", false],
    [EUR, "€", true],
    [HUF, "forint", true],
    [HUF, "  FORINT ", true],
    [PLN, "złoty", true],
    [PLN, "zloty", true],
    [PLN, "zł", true],
    [BGN, "лев", false],
    [HUF, "dollar", false],
  ])("%o with %j in English: %s", (currency, query, expected) => {
    expect(matchesCurrency(currency, query, "en")).toBe(expected);
  });
  it("finds a currency by its name in the user's language", () => {
    expect(matchesCurrency(BGN, "лев", "bg")).toBe(true);
    expect(matchesCurrency(HUF, "Forint", "de")).toBe(true);
  });
});
