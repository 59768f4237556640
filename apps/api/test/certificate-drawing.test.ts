// The certificate as a reader sees it (issue 25: its text layer was right, but drawn most letters
// were missing, "T i c rtifi t at"): its page drawn by pdf.js matches a reviewed picture in English,
// Bulgarian and Greek, and every letter of the 14 languages draws in its subset font as the whole
// font draws it. The pictures: test/__screenshots__/certificate-drawing/.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { create } from "fontkit";
import { PDFDocument, type PDFFont } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { type CertificateData, renderCertificate } from "../src/services/certificate";
import {
  certificateFontFiles,
  embedCertificateFonts,
  subsettingFontkit,
} from "../src/services/certificate-fonts";
import { compareWithBaseline, differingPixels, type PageImage, pdfPageImage } from "./pdf-image";

const certificates: Record<string, CertificateData> = {
  en: {
    number: "CW-2026-000042",
    donor: "Oliver Bennett",
    campaign: "Help Maria's son walk again",
    amount: "€1,234.50",
    date: "14 March 2026",
  },
  bg: {
    number: "CW-2026-000043",
    donor: "Мария Петрова-Йорданова",
    campaign: "Зимен приют за бездомните кучета на София",
    amount: "1 234,50 лв.",
    date: "14 март 2026 г.",
  },
  el: {
    number: "CW-2026-000044",
    donor: "Σοφία Παπαδοπούλου",
    campaign: "Μαθήματα μουσικής για τα παιδιά της Αθήνας",
    amount: "1.234,50 €",
    date: "14 Μαρτίου 2026",
  },
};

describe("the donation certificate, drawn", () => {
  for (const [language, data] of Object.entries(certificates)) {
    it(`looks as reviewed in ${language}`, async () => {
      const image = await pdfPageImage(await renderCertificate(data));
      expect(
        await compareWithBaseline("certificate-drawing", `certificate-${language}`, image),
      ).toBe(null);
    }, 30_000);
  }
});

/** The letters of each language's alphabet (the capitals follow), with its quotes and signs. */
const ALPHABETS = {
  en: "abcdefghijklmnopqrstuvwxyz",
  bg: "абвгдежзийклмнопрстуфхцчшщъьюяѝ„“",
  de: "äöüß„“",
  el: "αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰ«»",
  es: "áéíñóúü¡¿",
  fr: "àâæçéèêëîïôœùûüÿ«»",
  hu: "áéíóöőúüű„”",
  it: "àèéìíîòóùú",
  pl: "ąćęłńóśźż„”",
  pt: "áâãàçéêíóôõú",
  ro: "ăâîșțşţ„”",
  ru: "абвгдеёжзийклмнопрстуфхцчшщъыьэюя«»",
  tr: "çğıöşüİ",
  uk: "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя’",
};

/** Every character a certificate may hold: the alphabets, their capitals, and every dictionary's. */
function charactersOfTheLanguages(): string[] {
  const set = new Set<string>("0123456789€$£%.,:;!?'\"()-–—/&@#+");
  for (const letters of Object.values(ALPHABETS))
    for (const letter of letters) {
      set.add(letter);
      const capital = letter.toUpperCase();
      if ([...capital].length === 1) set.add(capital);
    }
  const locales = join(import.meta.dirname, "../../../packages/i18n/locales");
  for (const file of readdirSync(locales)) {
    const dictionary = JSON.parse(readFileSync(join(locales, file), "utf8")) as Record<
      string,
      string
    >;
    for (const message of Object.values(dictionary)) for (const ch of message) set.add(ch);
  }
  return [...set].filter((ch) => !/\s/u.test(ch)).sort();
}

const CELL = 32;
const COLUMNS = 24;

/** One page with every character in its cell of a grid, in `font` at 20 pt. */
function grid(doc: PDFDocument, font: PDFFont, characters: string[]) {
  const rows = Math.ceil(characters.length / COLUMNS);
  const page = doc.addPage([COLUMNS * CELL, rows * CELL]);
  characters.forEach((ch, i) => {
    const row = Math.floor(i / COLUMNS);
    page.drawText(ch, {
      x: (i % COLUMNS) * CELL + 6,
      y: (rows - row - 1) * CELL + 9,
      size: 20,
      font,
    });
  });
}

/** The characters whose cells differ between two drawings of the grid. */
function differingCells(a: PageImage, b: PageImage, characters: string[]): string[] {
  const mask = new Uint8ClampedArray(a.pixels.length);
  differingPixels(a, b, mask);
  return characters.filter((_, i) => {
    const left = (i % COLUMNS) * CELL;
    const top = Math.floor(i / COLUMNS) * CELL;
    let red = 0;
    for (let y = top; y < top + CELL; y++)
      for (let x = left; x < left + CELL; x++) {
        const p = (y * a.width + x) * 4;
        // pixelmatch paints a differing pixel red, one differing by anti-aliasing only yellow.
        if (mask[p] === 255 && mask[p + 1] === 0) red += 1;
      }
    return red > 2;
  });
}

describe("every character of the 14 languages", () => {
  const characters = charactersOfTheLanguages();

  it("has a glyph in Inter, regular and bold", () => {
    for (const file of Object.values(certificateFontFiles())) {
      const font = create(file);
      expect(characters.filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0))).toEqual(
        [],
      );
    }
  });

  for (const weight of ["regular", "bold"] as const) {
    it(`draws in the certificate's ${weight} subset as the whole font draws it`, async () => {
      const subset = await PDFDocument.create();
      grid(subset, (await embedCertificateFonts(subset))[weight], characters);
      const whole = await PDFDocument.create();
      whole.registerFontkit(subsettingFontkit);
      grid(whole, await whole.embedFont(certificateFontFiles()[weight]), characters);
      const [drawn, reference] = await Promise.all([
        pdfPageImage(await subset.save()),
        pdfPageImage(await whole.save()),
      ]);
      expect(differingCells(drawn, reference, characters).join(" ")).toBe("");
    }, 30_000);
  }
});
