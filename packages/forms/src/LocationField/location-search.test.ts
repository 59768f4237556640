import { describe, expect, it } from "vitest";
import { locationSearchTerm, placeOptions } from "./location-search";

const SOFIA = { place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", formatted_address: "Sofia, Bulgaria" };
const KRAKOW = { place_id: "ChIJAZ-GmmbMHkcR_NPqiCq-8HI", formatted_address: "Kraków, Poland" };

describe("locationSearchTerm", () => {
  it.each([
    ["", null, ""],
    ["   ", null, ""],
    ["s", null, "s"],
    ["  Stara   Zagora ", null, "Stara Zagora"],
    ["Sofia, Bulgaria", SOFIA, ""],
    ["Sofia, Bulgaria ", SOFIA, ""],
    ["Sofia, Bulg", SOFIA, "Sofia, Bulg"],
    ["Kraków", SOFIA, "Kraków"],
  ])("%j with %o chosen searches %j", (text, chosen, term) => {
    expect(locationSearchTerm(text, chosen)).toBe(term);
  });
});

describe("placeOptions", () => {
  it.each([
    [undefined, []],
    [[], []],
    [
      [SOFIA, KRAKOW],
      [SOFIA, KRAKOW],
    ],
    [
      [SOFIA, { ...SOFIA, formatted_address: "Sofia" }, KRAKOW],
      [SOFIA, KRAKOW],
    ],
    [[{ place_id: "", formatted_address: "Nowhere" }, SOFIA], [SOFIA]],
    [[{ place_id: "x", formatted_address: "  " }], []],
  ])("%o lists %o", (places, expected) => {
    expect(placeOptions(places)).toEqual(expected);
  });
});
