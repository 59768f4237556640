import { describe, expect, it } from "vitest";
import { sniffDocument } from "./sniff-document";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...new TextEncoder().encode(part)] : part,
    ),
  );

const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe("sniffDocument", () => {
  it.each([
    [bytes(ZIP, "word/document.xml"), "Invoice 118.docx", "docx"],
    [bytes(ZIP, "xl/workbook.xml"), "costs.XLSX", "xlsx"],
    [bytes(ZIP, "mimetype"), "offer.odt", "odt"],
    [bytes(OLE, [0, 0]), "old-invoice.doc", "doc"],
    [bytes(OLE, [0, 0]), "sheet.xls", "xls"],
    [bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8 "), "receipt.webp", "webp"],
    [bytes([0, 0, 0, 24], "ftypheic", [0, 0]), "IMG_0042.HEIC", "heic"],
    [bytes([0x49, 0x49, 0x2a, 0x00, 8, 0]), "scan.tif", "tiff"],
    [bytes("date;amount\n2026-11-01;120.50\n"), "payments.csv", "csv"],
    [bytes("Receipt nr. 42 — 120,50 лв.\n"), "receipt.txt", "txt"],
  ])("takes %#: %s", (content, name, ext) => {
    expect(sniffDocument(content, name)?.ext).toBe(ext);
  });

  it.each([
    [bytes([0x4d, 0x5a, 0x90, 0x00]), "invoice.exe"],
    [bytes(ZIP, "payload"), "invoice.zip"],
    [bytes(ZIP, "payload"), "invoice.docm"],
    [bytes(OLE, [0, 0]), "invoice.msi"],
    [bytes("#!/bin/sh\nrm -rf /\n"), "invoice.sh"],
    [bytes("<script>alert(1)</script>"), "invoice.html"],
    [bytes("text", [0], "more"), "binary.txt"],
    [bytes([0xff, 0xfe, 0xfd]), "latin1.csv"],
  ])("refuses %#: %s", (content, name) => {
    expect(sniffDocument(content, name)).toBeNull();
  });
});
