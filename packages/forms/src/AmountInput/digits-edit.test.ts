import { describe, expect, it } from "vitest";
import { isDigitsEdit } from "./digits-edit";

describe("isDigitsEdit", () => {
  it.each([
    // digits typed or deleted around the box's own grouping
    ["1,250", "1,9250", true],
    ["1.250", "1.2500", true],
    ["1,250", "1,50", true],
    ["1,250", "1250", true],
    ["", "5", true],
    ["999\u00a0999", "9999\u00a0999", true],
    // a mark the user typed or pasted: read as written
    ["150", "150,", false],
    ["1,250", "1,250.", false],
    ["1,250", "1.250", false],
    ["", "-50", false],
    ["", "1.234", false],
    ["12", "12a", false],
  ])("%j -> %j: %s", (shown, raw, digits) => {
    expect(isDigitsEdit(shown, raw)).toBe(digits);
  });
});
