import { describe, expect, it } from "vitest";
import {
  isEligibleTransferTarget,
  type TransferCandidate,
  transferTargets,
} from "./transfer-target";

const current = { id: 1042, currency: { id: 1 } };
const school: TransferCandidate = {
  id: 2077,
  active: true,
  verified: true,
  successful: false,
  currency: { id: 1 },
};

describe("isEligibleTransferTarget", () => {
  it.each([
    { case: "eligible", change: {}, eligible: true },
    { case: "inactive", change: { active: false }, eligible: false },
    { case: "not verified", change: { verified: false }, eligible: false },
    { case: "successful", change: { successful: true }, eligible: false },
    { case: "another currency", change: { currency: { id: 2 } }, eligible: false },
    { case: "the current campaign", change: { id: 1042 }, eligible: false },
  ] as Array<{ case: string; change: Partial<TransferCandidate>; eligible: boolean }>)(
    "$case -> $eligible",
    ({ change, eligible }) => {
      expect(isEligibleTransferTarget({ ...school, ...change }, current)).toBe(eligible);
    },
  );
});

describe("transferTargets", () => {
  it("keeps the eligible ones, at most 8, in order", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...school,
      id: 3000 + i,
      successful: i % 3 === 0,
    }));
    expect(transferTargets(many, current).map((c) => c.id)).toEqual([
      3001, 3002, 3004, 3005, 3007, 3008, 3010, 3011,
    ]);
  });

  it("an empty search lists nothing", () => {
    expect(transferTargets([], current)).toEqual([]);
  });
});
