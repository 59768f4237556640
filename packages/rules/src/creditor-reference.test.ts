import { describe, expect, it } from "vitest";
import {
  creditorReference,
  donationTransferReference,
  formatCreditorReference,
  isCreditorReference,
  normalizeCreditorReference,
} from "./creditor-reference";

describe("ISO 11649 creditor references", () => {
  it.each([
    // ISO 11649's own example.
    ["539007547034", "RF18539007547034"],
    ["539007547034".toLowerCase(), "RF18539007547034"],
  ])("makes %s into %s", (body, reference) => {
    expect(creditorReference(body)).toBe(reference);
    expect(isCreditorReference(reference)).toBe(true);
  });

  it("accepts a reference as printed or typed, and refuses one with a wrong check or a typo", () => {
    expect(isCreditorReference("rf18 5390 0754 7034")).toBe(true);
    expect(isCreditorReference("RF19539007547034")).toBe(false);
    expect(isCreditorReference("RF18539007547043")).toBe(false);
    expect(isCreditorReference("RF18")).toBe(false);
    expect(isCreditorReference("XX18539007547034")).toBe(false);
    expect(isCreditorReference(`RF00${"1".repeat(22)}`)).toBe(false);
    expect(normalizeCreditorReference(" rf18 5390 ")).toBe("RF185390");
    expect(formatCreditorReference("RF18539007547034")).toBe("RF18 5390 0754 7034");
  });

  it("refuses a body that is empty, too long or not letters and digits", () => {
    for (const body of ["", "A".repeat(22), "CW-1", "ÄB"]) {
      expect(() => creditorReference(body)).toThrow();
    }
  });

  it("gives each donation its own valid reference", () => {
    const seen = new Set<string>();
    for (const id of [1, 35, 36, 90250, 2_147_483_647]) {
      const reference = donationTransferReference(id);
      expect(isCreditorReference(reference)).toBe(true);
      expect(reference).toMatch(/^RF\d{2}CW[0-9A-Z]+$/);
      seen.add(reference);
    }
    expect(seen.size).toBe(5);
    expect(donationTransferReference(90250)).toMatch(/^RF\d{2}CW1XMY$/);
    expect(() => donationTransferReference(0)).toThrow();
  });
});
