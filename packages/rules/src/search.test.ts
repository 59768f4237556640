import { describe, expect, it } from "vitest";
import { normaliseSearchText, searchWords } from "./search";

describe("normaliseSearchText", () => {
  it.each([
    ["maria  petrova", "maria petrova"],
    ["  maria\tpetrova \n", "maria petrova"],
    ["maria\u00a0\u00a0petrova", "maria petrova"],
    ["   ", ""],
  ])("%j is searched as %j", (typed, searched) => {
    expect(normaliseSearchText(typed)).toBe(searched);
  });
});

describe("searchWords", () => {
  it("splits at any run of white space, never giving an empty word", () => {
    expect(searchWords("maria  petrova")).toEqual(["maria", "petrova"]);
    expect(searchWords(" school   library ")).toEqual(["school", "library"]);
    expect(searchWords("  ")).toEqual([]);
  });

  it("takes @username as the username", () => {
    expect(searchWords("@maria.petrova")).toEqual(["maria.petrova"]);
    expect(searchWords("@@maria")).toEqual(["maria"]);
    // Nothing after it: the @ is what was looked for.
    expect(searchWords("@")).toEqual(["@"]);
  });
});
