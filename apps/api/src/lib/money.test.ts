import { describe, expect, it } from "vitest";
import { convert } from "./money";

// The withdraw tax is the rule of @causeway/rules (withdraw-tax.test.ts there).
describe("currency conversion", () => {
  it("converts with half-up rounding", () => {
    expect(convert(1000, 511_292)).toBe(511);
    expect(convert(3, 500_000)).toBe(2);
  });
});
