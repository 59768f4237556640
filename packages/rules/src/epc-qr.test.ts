import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { creditorReference } from "./creditor-reference";
import { EPC_QR_MAX_MINOR, epcAmount, epcQrCode, epcQrPayload, epcQrProblems } from "./epc-qr";

const INPUT = {
  beneficiary: "Causeway Foundation",
  iban: "BG80 BNBG 9661 1020 3456 78",
  bic: "bnbgbgsd",
  amount: 2500,
  reference: "RF18 5390 0754 7034",
};

describe("the EPC QR code's payload", () => {
  it("holds the beneficiary, IBAN, BIC, amount and reference on the standard's lines", () => {
    expect(epcQrPayload(INPUT).split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "BNBGBGSD",
      "Causeway Foundation",
      "BG80BNBG96611020345678",
      "EUR25.00",
      "",
      "RF18539007547034",
    ]);
  });

  it("leaves the BIC's line empty without one, and ends with the note to the donor when given", () => {
    const lines = epcQrPayload({ ...INPUT, bic: null, information: "Thank you!" }).split("\n");
    expect(lines[4]).toBe("");
    expect(lines.slice(9)).toEqual(["RF18539007547034", "", "Thank you!"]);
  });

  it("writes cents exactly, never through a float", () => {
    expect(epcAmount(1)).toBe("EUR0.01");
    expect(epcAmount(1250)).toBe("EUR12.50");
    expect(epcAmount(EPC_QR_MAX_MINOR)).toBe("EUR999999999.99");
    expect(epcAmount(100)).toBe("EUR1.00");
  });

  it("refuses what a banking app would refuse, field by field", () => {
    expect(epcQrProblems(INPUT)).toBeNull();
    expect(epcQrProblems({ ...INPUT, iban: "BG80BNBG96611020345679" })).toEqual({
      iban: "invalid",
    });
    expect(epcQrProblems({ ...INPUT, bic: "BNBG" })).toEqual({ bic: "invalid" });
    expect(epcQrProblems({ ...INPUT, amount: 0 })).toEqual({ amount: "invalid" });
    expect(epcQrProblems({ ...INPUT, amount: 12.5 })).toEqual({ amount: "invalid" });
    expect(epcQrProblems({ ...INPUT, amount: EPC_QR_MAX_MINOR + 1 })).toEqual({
      amount: "invalid",
    });
    expect(epcQrProblems({ ...INPUT, reference: "RF19539007547034" })).toEqual({
      reference: "invalid",
    });
    expect(epcQrProblems({ ...INPUT, beneficiary: "x".repeat(71) })).toEqual({
      beneficiary: "invalid",
    });
    expect(epcQrProblems({ ...INPUT, beneficiary: "A\nB" })).toEqual({ beneficiary: "invalid" });
    expect(epcQrProblems({ ...INPUT, information: "y".repeat(71) })).toEqual({
      information: "invalid",
    });
    expect(() => epcQrPayload({ ...INPUT, amount: -5 })).toThrow(/amount/);
  });

  it("keeps within 331 bytes of UTF-8, counting letters outside ASCII as the bytes they take", () => {
    const longest = {
      ...INPUT,
      beneficiary: "Ж".repeat(70),
      reference: creditorReference("A".repeat(21)),
      information: "Ω".repeat(70),
    };
    // 70 two-byte letters twice, and the rest: over the limit.
    expect(epcQrProblems(longest)).toEqual({ payload: "too_long" });
    expect(epcQrProblems({ ...longest, information: "Ω".repeat(20) })).toBeNull();
  });
});

describe("the EPC QR code", () => {
  /** What a scanner reads: the modules drawn 4 px each with the 4-module quiet zone, decoded by jsQR. */
  function scan(payload: string) {
    const code = epcQrCode(payload);
    const side = (code.size + 8) * 4;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++)
        if (code.get(Math.floor(x / 4) - 4, Math.floor(y / 4) - 4))
          pixels.set([0, 0, 0, 255], (y * side + x) * 4);
    return { code, read: jsQR(pixels, side, side) };
  }

  it("reads back as the payload, its accents in UTF-8, at error correction level M", () => {
    const payload = epcQrPayload({ ...INPUT, beneficiary: "Fondation Causeway — Zürich" });
    const { code, read } = scan(payload);
    expect(read?.data).toBe(payload);
    // 103 bytes at level M need version 6 (41 modules); level L would fit in version 5 (37).
    expect(new TextEncoder().encode(payload).length).toBe(103);
    expect(code.size).toBe(41);
  });
});
