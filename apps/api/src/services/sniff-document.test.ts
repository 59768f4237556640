import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sniffDocument } from "./sniff-document";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === "string" ? [...new TextEncoder().encode(part)] : part,
    ),
  );

/** An Office Open XML file as Word, Excel or PowerPoint write it: its parts, typed. */
const officeFile = (part: string, type: string) =>
  zipSync({
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0"?><Types><Override PartName="/${part}" ContentType="application/vnd.${type}+xml"/></Types>`,
    ),
    [part]: strToU8("<root/>"),
  });
/** An OpenDocument file: its first entry, stored, names its type. */
const openDocument = (type: string) =>
  zipSync({ mimetype: strToU8(`application/vnd.oasis.opendocument.${type}`) }, { level: 0 });

/** A little-endian TIFF: its header, then one directory with the image's width. */
const TIFF = [
  0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0, 1, 3, 0, 1, 0, 0, 0, 64, 0, 0, 0, 0, 0, 0, 0,
];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0];
const DOCX = officeFile(
  "word/document.xml",
  "openxmlformats-officedocument.wordprocessingml.document.main",
);

describe("sniffDocument", () => {
  it.each([
    [DOCX, "Invoice 118.docx", "docx"],
    // The content says what it is, whatever the name.
    [DOCX, "invoice", "docx"],
    [
      officeFile("xl/workbook.xml", "openxmlformats-officedocument.spreadsheetml.sheet.main"),
      "costs.XLSX",
      "xlsx",
    ],
    [openDocument("text"), "offer.odt", "odt"],
    [openDocument("spreadsheet"), "offer.ods", "ods"],
    [bytes(OLE), "old-invoice.doc", "doc"],
    [bytes(OLE), "sheet.xls", "xls"],
    [bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8 "), "receipt.webp", "webp"],
    [bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0], "mif1heic"), "IMG_0042.HEIC", "heic"],
    [bytes(TIFF), "scan.tif", "tif"],
    [bytes("date;amount\n2026-11-01;120.50\n"), "payments.csv", "csv"],
    [bytes("Receipt nr. 42 — 120,50 лв.\n"), "receipt.txt", "txt"],
  ])("takes %#: %s", async (content, name, ext) => {
    expect((await sniffDocument(content, name))?.ext).toBe(ext);
  });

  it.each([
    [bytes([0x4d, 0x5a, 0x90, 0x00, 3, 0, 0, 0]), "invoice.exe"],
    [zipSync({ payload: strToU8("x") }), "invoice.zip"],
    // A ZIP is not a Word file because of its name.
    [zipSync({ payload: strToU8("x") }), "invoice.docx"],
    [officeFile("word/document.xml", "ms-word.document.macroEnabled.main"), "invoice.docm"],
    [bytes(OLE), "invoice.msi"],
    [bytes("#!/bin/sh\nrm -rf /\n"), "invoice.sh"],
    [bytes("<script>alert(1)</script>"), "invoice.html"],
    [bytes("text", [0], "more"), "binary.txt"],
    [bytes([0xff, 0xfe, 0xfd]), "latin1.csv"],
  ])("refuses %#: %s", async (content, name) => {
    expect(await sniffDocument(content, name)).toBeNull();
  });
});
