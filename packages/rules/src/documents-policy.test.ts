import { describe, expect, it } from "vitest";
import {
  DOCUMENTS_LIMITS,
  documentsDueAt,
  documentsPolicy,
  documentsThreshold,
  fromEuros,
  initialWithdrawState,
  RATE_SCALE,
} from "./documents-policy";

const EUR = RATE_SCALE;
/** The seed's lev: 1 stotinka buys 0.511292 euro cents (1 EUR = 1.95583 BGN). */
const BGN = 511_292;
/** The seed's forint: 1 fillér buys 0.0025 euro cents (1 EUR = 400 HUF). */
const HUF = 2_500;

describe("the threshold without documents", () => {
  it("is €1,000 while 40 % of the available amount is less", () => {
    expect(documentsThreshold(0, EUR)).toBe(100_000);
    expect(documentsThreshold(2_500, EUR)).toBe(100_000);
    expect(documentsThreshold(250_000, EUR)).toBe(100_000);
  });

  it("is 40 % of the available amount between €1,000 and €5,000", () => {
    expect(documentsThreshold(250_001, EUR)).toBe(100_000);
    expect(documentsThreshold(300_000, EUR)).toBe(120_000);
    expect(documentsThreshold(1_000_000, EUR)).toBe(400_000);
    // A share is rounded down to the minor unit.
    expect(documentsThreshold(1_000_003, EUR)).toBe(400_001);
  });

  it("stops at €5,000 however much is available", () => {
    expect(documentsThreshold(1_250_000, EUR)).toBe(500_000);
    expect(documentsThreshold(90_000_000, EUR)).toBe(500_000);
  });

  it("is measured in the campaign's currency at its rate, rounded down", () => {
    // At the seed's rate €1,000 is 1,955.829 BGN and €5,000 9,779.147 BGN: rounded down.
    expect(fromEuros(100_000, BGN)).toBe(195_582);
    expect(documentsThreshold(0, BGN)).toBe(195_582);
    expect(documentsThreshold(3_000_000, BGN)).toBe(977_914);
    expect(documentsThreshold(1_000_000, BGN)).toBe(400_000);
    expect(documentsThreshold(0, HUF)).toBe(40_000_000);
  });

  it("takes the limits it is given (configuration)", () => {
    const limits = { freeEur: 50_000, sharePercent: 10, capEur: 200_000, holdDays: 30 };
    expect(documentsThreshold(100_000, EUR, limits)).toBe(50_000);
    expect(documentsThreshold(1_000_000, EUR, limits)).toBe(100_000);
    expect(documentsThreshold(9_000_000, EUR, limits)).toBe(200_000);
  });

  it("is 0 when the rate is unknown: every withdrawal then needs documents", () => {
    expect(documentsThreshold(1_000_000, null)).toBe(0);
    expect(documentsThreshold(1_000_000, 0)).toBe(0);
    expect(documentsPolicy({ amount: 100, available: 1_000_000, eurRate: null }).case).toBe(
      "needed",
    );
  });

  it("does not overflow with the largest amounts", () => {
    const huge = Number.MAX_SAFE_INTEGER;
    expect(documentsThreshold(huge, EUR)).toBe(500_000);
    expect(documentsThreshold(huge, 1)).toBe(500_000 * RATE_SCALE);
    expect(documentsPolicy({ amount: huge, available: huge, eurRate: 1 }).case).toBe("needed");
  });
});

describe("which case applies", () => {
  it("up to the threshold no documents are needed; a cent more and they are", () => {
    expect(documentsPolicy({ amount: 100_000, available: 200_000, eurRate: EUR })).toEqual({
      case: "not_needed",
      threshold: 100_000,
    });
    expect(documentsPolicy({ amount: 100_001, available: 200_000, eurRate: EUR })).toEqual({
      case: "needed",
      threshold: 100_000,
    });
    expect(documentsPolicy({ amount: 0, available: 0, eurRate: EUR }).case).toBe("not_needed");
  });

  it("a hold wins over any amount", () => {
    expect(
      documentsPolicy({ amount: 100, available: 200_000, eurRate: EUR, onHold: true }),
    ).toEqual({ case: "on_hold", threshold: 100_000 });
  });

  it("is the same in lev as in euros for the same money", () => {
    const lev = documentsPolicy({ amount: 195_582, available: 0, eurRate: BGN });
    const more = documentsPolicy({ amount: 195_583, available: 0, eurRate: BGN });
    expect([lev.case, more.case]).toEqual(["not_needed", "needed"]);
  });
});

describe("the state a withdrawal starts in", () => {
  it("waits for documents only when they are needed and declared unavailable", () => {
    expect(initialWithdrawState("needed", true)).toBe("WAITING_DOCUMENTS");
    expect(initialWithdrawState("needed", false)).toBe("PENDING");
    expect(initialWithdrawState("not_needed", true)).toBe("PENDING");
    expect(initialWithdrawState("not_needed", false)).toBe("PENDING");
  });

  it("documents are due 60 days after the request", () => {
    const asked = new Date("2025-01-01T10:00:00Z");
    expect(documentsDueAt(asked).toISOString()).toBe("2025-03-02T10:00:00.000Z");
    expect(documentsDueAt(asked, { ...DOCUMENTS_LIMITS, holdDays: 1 }).toISOString()).toBe(
      "2025-01-02T10:00:00.000Z",
    );
  });
});
