import { describe, expect, it } from "vitest";
import {
  amountToMinor,
  bookingDay,
  currencyDecimals,
  parseCamt053,
  parseStatementCsv,
} from "./bank-statement";
import { referencesIn } from "./statement-import";

describe("an amount as a bank writes it", () => {
  it.each([
    ["25.00", 2, 2500],
    ["25,5", 2, 2550],
    ["1.234,56", 2, 123456],
    ["1,234.56", 2, 123456],
    ["1 234,56", 2, 123456],
    ["1\u00a0234,56", 2, 123456],
    ["1'234.56", 2, 123456],
    ["+25.00", 2, 2500],
    ["1.234", 2, 123400],
    ["1.234.567", 2, 123456700],
    ["1,234", 3, 1234],
    ["500", 0, 500],
    ["0.01", 2, 1],
  ])("reads %s (%i decimals) as %i", (text, decimals, minor) => {
    expect(amountToMinor(text, decimals)).toBe(minor);
  });

  it.each([
    ["-25.00"],
    ["0.00"],
    ["25.0011"],
    ["1.23,45"],
    ["1.2345"],
    ["abc"],
    [""],
    ["12.5.3,1"],
    ["25,50", 0],
  ])("refuses %s", (text, decimals = 2) => {
    expect(amountToMinor(text, decimals as number)).toBeNull();
  });

  it("knows each currency's decimals", () => {
    expect([currencyDecimals("EUR"), currencyDecimals("JPY"), currencyDecimals("BHD")]).toEqual([
      2, 0, 3,
    ]);
  });
});

describe("finding a creditor reference in what the payer wrote", () => {
  it("finds it spaced, in lower case, run into the next word, and only with valid check digits", () => {
    expect(referencesIn("Spende rf18 5390 0754 7034 danke")).toEqual(["RF18539007547034"]);
    expect(referencesIn("RF18539007547034DANKE")).toEqual(["RF18539007547034"]);
    expect(referencesIn("RF19539007547034")).toEqual([]);
    expect(referencesIn("Birthday gift")).toEqual([]);
  });
});

const camt = (entries: string) => `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>
<Acct><Id><IBAN>BG80BNBG96611020345678</IBAN></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;

describe("a CAMT.053 statement", () => {
  it("reads version 08's status code and date-time, and leaves pending entries and debits", () => {
    const lines = parseCamt053(
      camt(`
<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><DtTm>2026-12-01T10:00:00</DtTm></BookgDt><AcctSvcrRef>A1</AcctSvcrRef>
<NtryDtls><TxDtls><RmtInf><Ustrd>first</Ustrd><Ustrd>second</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="EUR">11.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts></Ntry>
<Ntry><Amt Ccy="EUR">12.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts></Ntry>`),
    );
    expect(lines).toEqual([
      {
        key: "camt:BG80BNBG96611020345678:A1:0",
        account: "BG80BNBG96611020345678",
        bookedOn: "2026-12-01",
        amount: 1000,
        currency: "EUR",
        remittance: "first second",
        counterparty: "",
      },
    ]);
  });

  it("refuses what is not a statement", () => {
    expect(() => parseCamt053("<Document/>")).toThrow(/CAMT/);
    expect(() => parseCamt053('<!DOCTYPE x SYSTEM "file:///etc/passwd"><Document/>')).toThrow(
      /DOCTYPE/,
    );
  });
});

describe("a CSV export", () => {
  it("keeps two identical rows as two transfers, under keys a second import finds again", () => {
    const csv = "Amount,Ref\n5.00,Gift\n5.00,Gift\n";
    const first = parseStatementCsv(csv, {
      amount: "Amount",
      reference: "Ref",
      fixedCurrency: "EUR",
    });
    expect(first.map((l) => l.amount)).toEqual([500, 500]);
    expect(new Set(first.map((l) => l.key)).size).toBe(2);
    expect(
      parseStatementCsv(csv, { amount: "Amount", reference: "Ref", fixedCurrency: "EUR" }),
    ).toEqual(first);
  });
});

describe("a booking day", () => {
  it.each([
    ["2026-12-01", "2026-12-01"],
    ["2026-12-01T10:00:00+02:00", "2026-12-01"],
    ["01.12.2026", "2026-12-01"],
    ["1.2.2026", "2026-02-01"],
    ["2024-02-29", "2024-02-29"],
  ])("reads %s as %s", (text, day) => {
    expect(bookingDay(text)).toBe(day);
  });

  // The database would refuse these: a line keeps no date rather than failing the import.
  it.each([["2026-13-45"], ["2026-02-31"], ["2025-02-29"], ["31.04.2026"], ["not a date"], [""]])(
    "has none in %s",
    (text) => {
      expect(bookingDay(text)).toBeNull();
    },
  );
});
