// Reading a bank statement (issue 29): the credit lines of a CAMT.053 file (ISO 20022
// BankToCustomerStatement, versions 02 to 08, parsed with fast-xml-parser) or of a CSV export
// (papaparse) with staff's column mapping. Amounts are read from their text into minor units,
// never through a float. What a line is, not what it pays: statement-import.ts matches it.
import { createHash } from "node:crypto";
import { XMLParser } from "fast-xml-parser";
import Papa from "papaparse";

export interface StatementLine {
  /** The same line of the same statement has the same key, however often it is imported. */
  key: string;
  account: string | null;
  bookedOn: string | null;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  remittance: string;
  counterparty: string;
}

/** Which CSV column holds what (a header's text); `currency` may be a code for every line. */
export interface CsvMapping {
  amount: string;
  reference: string;
  currency?: string;
  /** Every line's currency when no column says it (EUR). */
  fixedCurrency?: string;
  date?: string;
  counterparty?: string;
}

export class StatementError extends Error {}

/** Decimals of a currency's minor unit: the ones Intl knows (JPY 0, EUR 2, BHD 3). */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    throw new StatementError(`unknown currency ${currency}`);
  }
}

/**
 * An amount as a bank writes it, in minor units: "25.00", "25,5", "1.234,56", "1,234.56",
 * "1 234,56", "+25.00". With both separators the last is the decimal one; with one, written
 * once and followed by one or two digits, it is decimal, by three it groups thousands (unless the
 * currency has three decimals), and written more than once it groups. Null for anything else, a
 * negative or zero amount, or more decimals than the currency has.
 */
export function amountToMinor(raw: string, decimals: number): number | null {
  const t = raw.replace(/[\s\u00a0\u202f']/g, "").replace(/^\+/, "");
  if (!/^\d[\d.,]*$/.test(t)) return null;
  const separators = [...t].filter((c) => c === "." || c === ",");
  let whole = t;
  let fraction = "";
  if (separators.length > 0) {
    const last = Math.max(t.lastIndexOf("."), t.lastIndexOf(","));
    const mixed = new Set(separators).size > 1;
    const after = t.length - last - 1;
    const decimal =
      mixed || (separators.length === 1 && (after <= 2 || (after === 3 && decimals === 3)));
    if (decimal) {
      whole = t.slice(0, last);
      fraction = t.slice(last + 1);
      // Grouping is the other separator only, every three digits.
      if (whole.includes(t[last] as string)) return null;
    }
    if (!decimal && separators.length === 1 && after !== 3) return null;
    // What groups thousands groups them by three.
    if (/[.,]/.test(whole) && !/^\d{1,3}(?:[.,]\d{3})+$/.test(whole)) return null;
    whole = whole.replace(/[.,]/g, "");
  }
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || fraction.length > decimals) return null;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, "0") || "0");
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/**
 * A booking day as ISO 8601 ("2026-12-01"), from "2026-12-01" (CAMT, ISO exports), a date-time, or
 * "01.12.2026" (the day first, as European banks' exports write it); null for anything else or a
 * day no calendar has (2026-02-31), which is kept as "no date" rather than refused.
 */
export function bookingDay(raw: string): string | null {
  const text = raw.trim();
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/);
  const dotted = text.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dotted
      ? [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.toISOString().slice(0, 10);
}

const ARRAYS = new Set(["Stmt", "Ntry", "TxDtls", "Ustrd", "Strd", "CdtrRefInf"]);

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === "object" ? (value as Node) : {});
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node) : value ? [node(value)] : [];
/** The values of an element that may be repeated (strings stay strings). */
const values = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const text = (value: unknown): string => {
  if (typeof value === "string" || typeof value === "number") return String(value).trim();
  const inner = node(value)["#text"];
  return typeof inner === "string" || typeof inner === "number" ? String(inner).trim() : "";
};

const hash = (...parts: string[]) =>
  createHash("sha256").update(parts.join("\u001f")).digest("hex").slice(0, 32);

/** The credit lines of a CAMT.053 statement that the bank has booked. */
export function parseCamt053(xml: string): StatementLine[] {
  // No document type, no entity: a statement has none, and they are how XML bombs are made.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new StatementError("a statement has no DOCTYPE");
  let document: Node;
  try {
    document = node(
      new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: "@_",
        removeNSPrefix: true,
        parseTagValue: false,
        parseAttributeValue: false,
        isArray: (name) => ARRAYS.has(name),
      }).parse(xml, true),
    );
  } catch (error) {
    throw new StatementError(`not well-formed XML: ${(error as Error).message}`);
  }
  const root = node(node(document.Document).BkToCstmrStmt);
  const statements = list(root.Stmt);
  if (statements.length === 0)
    throw new StatementError("no BkToCstmrStmt/Stmt: not a CAMT.053 statement");
  const lines: StatementLine[] = [];
  for (const statement of statements) {
    const accountId = node(node(statement.Acct).Id);
    const account = text(accountId.IBAN) || text(node(accountId.Othr).Id) || null;
    for (const entry of list(statement.Ntry)) {
      if (text(entry.CdtDbtInd) !== "CRDT") continue;
      const status = text(entry.Sts) || text(node(entry.Sts).Cd);
      if (status && status !== "BOOK") continue;
      const bookedOn = bookingDay(text(node(entry.BookgDt).Dt) || text(node(entry.BookgDt).DtTm));
      const entryRef = text(entry.AcctSvcrRef) || text(entry.NtryRef);
      const details = list(node(entry.NtryDtls).TxDtls);
      // A batch booking lists each transfer with its own amount; else the entry is one transfer.
      const transfers =
        details.length > 1 && details.every((d) => text(d.Amt)) ? details : [details[0] ?? {}];
      transfers.forEach((tx, index) => {
        const amountNode = transfers.length > 1 ? tx.Amt : entry.Amt;
        const currency =
          (node(amountNode)["@_Ccy"] as string | undefined)?.trim().toUpperCase() ?? "";
        const amount = amountToMinor(text(amountNode), currencyDecimals(currency || "EUR"));
        if (!currency || amount === null) return;
        const remittance = node(tx.RmtInf);
        const structured = list(remittance.Strd).flatMap((s) =>
          list(s.CdtrRefInf).map((r) => text(r.Ref)),
        );
        const unstructured = values(remittance.Ustrd).map((u) => text(u));
        const parties = node(tx.RltdPties);
        const counterparty = text(node(parties.Dbtr).Nm) || text(node(node(parties.Dbtr).Pty).Nm);
        const txRef = text(node(tx.Refs).AcctSvcrRef) || text(node(tx.Refs).EndToEndId);
        const remittanceText = [...structured, ...unstructured].filter(Boolean).join(" ");
        lines.push({
          key: `camt:${account ?? ""}:${entryRef || hash(bookedOn ?? "", text(amountNode), remittanceText)}:${txRef || index}`,
          account,
          bookedOn,
          amount,
          currency,
          remittance: remittanceText.slice(0, 500),
          counterparty: counterparty.slice(0, 200),
        });
      });
    }
  }
  return lines;
}

/** The credit lines of a CSV export, read with staff's mapping; debits and blank lines are left. */
export function parseStatementCsv(csv: string, mapping: CsvMapping): StatementLine[] {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  for (const column of [
    mapping.amount,
    mapping.reference,
    mapping.currency,
    mapping.date,
    mapping.counterparty,
  ]) {
    if (column && !headers.includes(column)) throw new StatementError(`no column "${column}"`);
  }
  if (!mapping.currency && !mapping.fixedCurrency)
    throw new StatementError("no currency column or currency");
  const seen = new Map<string, number>();
  const lines: StatementLine[] = [];
  for (const row of parsed.data) {
    const currency =
      (mapping.currency ? row[mapping.currency] : mapping.fixedCurrency)?.trim().toUpperCase() ??
      "";
    if (!/^[A-Z]{3}$/.test(currency)) continue;
    const amount = amountToMinor(row[mapping.amount] ?? "", currencyDecimals(currency));
    if (amount === null) continue;
    const remittance = (row[mapping.reference] ?? "").trim();
    const bookedOn = mapping.date ? bookingDay(row[mapping.date] ?? "") : null;
    const counterparty = mapping.counterparty ? (row[mapping.counterparty] ?? "").trim() : "";
    // A row is known by all it says, whatever the mapping staff chose: the same file imported
    // again with other columns mapped finds the same lines. The same row twice in one file is two
    // transfers; in a second import, the same two.
    const content = hash(...headers.map((header) => (row[header] ?? "").trim()));
    const nth = (seen.get(content) ?? 0) + 1;
    seen.set(content, nth);
    lines.push({
      key: `csv:${content}:${nth}`,
      account: null,
      bookedOn,
      amount,
      currency,
      remittance: remittance.slice(0, 500),
      counterparty: counterparty.slice(0, 200),
    });
  }
  return lines;
}
